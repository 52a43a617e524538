import { afterEach, describe, expect, it, vi } from 'vitest';
import { type HostedFamily, hostedFamily } from './font-families';
import { DECLARED_FONTS_ID, fontFaceRules, fontFiles, loadFonts } from './fonts';

const eagerOf = (display: HostedFamily, body: HostedFamily) =>
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
  ] as const)('headings in %s, text in %s: %j', (display, body, eager) => {
    expect(eagerOf(display, body)).toEqual(eager);
  });

  it('keeps the other subsets and the headings’ regular weight for when a page uses them, each file once', () => {
    const files = fontFiles('Playfair Display', 'Inter');
    const subset = (file: { unicodeRange: string }) =>
      file.unicodeRange.startsWith('U+0000')
        ? 'latin'
        : file.unicodeRange.startsWith('U+0100')
          ? 'ext'
          : 'vi';
    expect(
      files.filter((file) => !file.eager).map((file) => `${file.family} ${file.weight} ${subset(file)}`),
    ).toEqual([
      'Playfair Display 700 ext',
      'Playfair Display 700 vi',
      'Playfair Display 400 latin',
      'Playfair Display 400 ext',
      'Playfair Display 400 vi',
      'Inter 400 ext',
      'Inter 400 vi',
      'Inter 600 ext',
      'Inter 600 vi',
    ]);
    expect(new Set(files.map((file) => file.url)).size).toBe(files.length);
    expect(fontFiles('Inter', 'Inter')).toHaveLength(6);
    // Poppins has no Vietnamese subset.
    expect(fontFiles('Poppins', 'Poppins')).toHaveLength(4);
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
    expect(fontFaceRules(fontFiles('Playfair Display', 'Inter')).match(/@font-face/g)).toHaveLength(12);
  });
});

describe('loading a theme’s fonts in the browser', () => {
  const created: FakeFace[] = [];
  class FakeFace {
    status: 'unloaded' | 'loaded' | 'error' = 'unloaded';
    constructor(
      readonly family: string,
      readonly source: string,
    ) {
      created.push(this);
    }
    load() {
      this.status = this.source.includes('inter-latin-600') ? 'error' : 'loaded';
      return this.status === 'error' ? Promise.reject(new Error('404')) : Promise.resolve(this);
    }
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById(DECLARED_FONTS_ID)?.remove();
  });

  it('adds them as one group once the eager files arrived, without a failed file or fonts the page declares', async () => {
    const added: FakeFace[] = [];
    vi.stubGlobal('FontFace', FakeFace);
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { add: (face: FakeFace) => added.push(face) },
    });
    const files = fontFiles('Playfair Display', 'Inter');
    const declared = document.createElement('style');
    declared.id = DECLARED_FONTS_ID;
    declared.textContent = fontFaceRules(files.filter((file) => file.family === 'Playfair Display'));
    document.head.append(declared);

    loadFonts(files);
    expect(created.map((face) => face.family).every((family) => family === 'Inter')).toBe(true);
    expect(created).toHaveLength(6);
    expect(added).toEqual([]);
    await vi.waitFor(() => expect(added).toHaveLength(5));
    expect(added.some((face) => face.source.includes('inter-latin-600'))).toBe(false);
    // Asked again (another render), nothing is fetched twice.
    loadFonts(files);
    expect(created).toHaveLength(6);
  });
});
