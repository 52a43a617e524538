import { describe, expect, it } from 'vitest';
import { fontFaceRules, fontFiles, hostedFamily } from './fonts';

const eagerOf = (display: string, body: string) =>
  fontFiles(display, body)
    .filter((file) => file.eager)
    .map((file) => `${file.family} ${file.weight}`)
    .sort();

describe('the fonts a theme fetches at once', () => {
  it.each([
    ['Inter', 'Inter', ['Inter 400', 'Inter 600']],
    ['Playfair Display', 'Inter', ['Inter 400', 'Inter 600', 'Playfair Display 700']],
    ['Lora', 'Poppins', ['Lora 600', 'Poppins 400', 'Poppins 600']],
    ['Poppins', 'Poppins', ['Poppins 400', 'Poppins 600']],
  ])('headings in %s, text in %s: %j', (display, body, eager) => {
    expect(eagerOf(display, body)).toEqual(eager);
  });

  it('keeps Latin Extended and the headings’ regular weight for when a page uses them, each file once', () => {
    const files = fontFiles('Playfair Display', 'Inter');
    expect(files.filter((file) => !file.eager).map((file) => `${file.family} ${file.weight}`)).toEqual([
      'Playfair Display 700',
      'Playfair Display 400',
      'Playfair Display 400',
      'Inter 400',
      'Inter 600',
    ]);
    expect(new Set(files.map((file) => file.url)).size).toBe(files.length);
    expect(fontFiles('Inter', 'Inter')).toHaveLength(4);
  });
});

describe('a restaurant’s font name', () => {
  it.each([
    ['Playfair Display', 'Playfair Display'],
    [' playfair display ', 'Playfair Display'],
    ['LORA', 'Lora'],
    ['Comic Sans', undefined],
    [null, undefined],
    ['', undefined],
  ])('%j is hosted as %j', (name, family) => {
    expect(hostedFamily(name)).toBe(family);
  });
});

describe('the fonts of a page drawn on the server', () => {
  it('declares each file with its family, weight and subset, shown in the fallback until it arrives', () => {
    const [latin] = fontFiles('Inter', 'Inter');
    expect(fontFaceRules([latin!])).toBe(
      `@font-face{font-family:"Inter";font-style:normal;font-weight:600;font-display:swap;src:url(${latin!.url}) format("woff2");unicode-range:${latin!.unicodeRange}}`,
    );
    expect(fontFaceRules(fontFiles('Playfair Display', 'Inter')).match(/@font-face/g)).toHaveLength(8);
  });
});
