import interLatin400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import interLatin600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import interLatinExt400 from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url';
import interLatinExt600 from '@fontsource/inter/files/inter-latin-ext-600-normal.woff2?url';
import interVietnamese400 from '@fontsource/inter/files/inter-vietnamese-400-normal.woff2?url';
import interVietnamese600 from '@fontsource/inter/files/inter-vietnamese-600-normal.woff2?url';
import loraLatin400 from '@fontsource/lora/files/lora-latin-400-normal.woff2?url';
import loraLatin600 from '@fontsource/lora/files/lora-latin-600-normal.woff2?url';
import loraLatinExt400 from '@fontsource/lora/files/lora-latin-ext-400-normal.woff2?url';
import loraLatinExt600 from '@fontsource/lora/files/lora-latin-ext-600-normal.woff2?url';
import loraVietnamese400 from '@fontsource/lora/files/lora-vietnamese-400-normal.woff2?url';
import loraVietnamese600 from '@fontsource/lora/files/lora-vietnamese-600-normal.woff2?url';
import playfairLatin400 from '@fontsource/playfair-display/files/playfair-display-latin-400-normal.woff2?url';
import playfairLatin700 from '@fontsource/playfair-display/files/playfair-display-latin-700-normal.woff2?url';
import playfairLatinExt400 from '@fontsource/playfair-display/files/playfair-display-latin-ext-400-normal.woff2?url';
import playfairLatinExt700 from '@fontsource/playfair-display/files/playfair-display-latin-ext-700-normal.woff2?url';
import playfairVietnamese400 from '@fontsource/playfair-display/files/playfair-display-vietnamese-400-normal.woff2?url';
import playfairVietnamese700 from '@fontsource/playfair-display/files/playfair-display-vietnamese-700-normal.woff2?url';
import poppinsLatin400 from '@fontsource/poppins/files/poppins-latin-400-normal.woff2?url';
import poppinsLatin600 from '@fontsource/poppins/files/poppins-latin-600-normal.woff2?url';
import poppinsLatinExt400 from '@fontsource/poppins/files/poppins-latin-ext-400-normal.woff2?url';
import poppinsLatinExt600 from '@fontsource/poppins/files/poppins-latin-ext-600-normal.woff2?url';
import { DECLARED_FONTS_ID, type HostedFamily } from './font-families';

export { DECLARED_FONTS_ID };

/**
 * Google Fonts' subsets, as @fontsource ships them: English and French need only Latin; Latin Extended and
 * Vietnamese (a dish named "Phở") load when a page shows one of their letters.
 */
const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';
const VIETNAMESE =
  'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB';

/** A weight's files per subset (Poppins has no Vietnamese). */
type Weight = { weight: number; latin: string; latinExt: string; vietnamese?: string };
/** A self-hosted family: its regular weight (body text) and the weight our semibold text gets (headings, prices). */
type Family = { family: string; regular: Weight; bold: Weight };

const FAMILIES: Record<HostedFamily, Family> = {
  Inter: {
    family: 'Inter',
    regular: {
      weight: 400,
      latin: interLatin400,
      latinExt: interLatinExt400,
      vietnamese: interVietnamese400,
    },
    bold: { weight: 600, latin: interLatin600, latinExt: interLatinExt600, vietnamese: interVietnamese600 },
  },
  Lora: {
    family: 'Lora',
    regular: { weight: 400, latin: loraLatin400, latinExt: loraLatinExt400, vietnamese: loraVietnamese400 },
    bold: { weight: 600, latin: loraLatin600, latinExt: loraLatinExt600, vietnamese: loraVietnamese600 },
  },
  Poppins: {
    family: 'Poppins',
    regular: { weight: 400, latin: poppinsLatin400, latinExt: poppinsLatinExt400 },
    bold: { weight: 600, latin: poppinsLatin600, latinExt: poppinsLatinExt600 },
  },
  'Playfair Display': {
    family: 'Playfair Display',
    regular: {
      weight: 400,
      latin: playfairLatin400,
      latinExt: playfairLatinExt400,
      vietnamese: playfairVietnamese400,
    },
    bold: {
      weight: 700,
      latin: playfairLatin700,
      latinExt: playfairLatinExt700,
      vietnamese: playfairVietnamese700,
    },
  },
};

export type FontFile = { family: string; weight: number; url: string; unicodeRange: string; eager: boolean };

/**
 * The font files of a theme: headings (display) are semibold only; body text is regular and semibold. Those Latin
 * files are fetched at once (`eager`); the other subsets and the display family's regular weight load only when a
 * page uses them.
 */
export function fontFiles(display: HostedFamily, body: HostedFamily): FontFile[] {
  const files = new Map<string, FontFile>();
  const add = (family: Family, weight: Weight, eager: boolean) => {
    const subsets: [string, string, boolean][] = [
      [weight.latin, LATIN, true],
      [weight.latinExt, LATIN_EXT, false],
    ];
    if (weight.vietnamese) subsets.push([weight.vietnamese, VIETNAMESE, false]);
    for (const [url, unicodeRange, latin] of subsets) {
      const known = files.get(url);
      files.set(url, {
        family: family.family,
        weight: weight.weight,
        url,
        unicodeRange,
        eager: (known?.eager ?? false) || (eager && latin),
      });
    }
  };
  add(FAMILIES[display], FAMILIES[display].bold, true);
  add(FAMILIES[display], FAMILIES[display].regular, false);
  add(FAMILIES[body], FAMILIES[body].regular, true);
  add(FAMILIES[body], FAMILIES[body].bold, true);
  return [...files.values()];
}

/** The `@font-face` rules of font files, for a page drawn on the server (its `<head>`). */
export function fontFaceRules(files: readonly FontFile[]): string {
  return files
    .map(
      (file) =>
        `@font-face{font-family:"${file.family}";font-style:normal;font-weight:${file.weight};font-display:swap;` +
        `src:url(${file.url}) format("woff2");unicode-range:${file.unicodeRange}}`,
    )
    .join('');
}

const added = new Set<string>();

/**
 * Adds a theme's fonts to the page once all its eager files have arrived: the page re-lays its text out once,
 * not once per file (each costs a phone tens of milliseconds). Fonts the page declares already (drawn on the
 * server) are left alone. A font that fails leaves the fallback in place.
 */
export function loadFonts(files: readonly FontFile[]): void {
  if (typeof document === 'undefined' || typeof FontFace === 'undefined') return;
  const declared = document.getElementById(DECLARED_FONTS_ID)?.textContent ?? '';
  const fresh = files.filter((file) => !added.has(file.url) && !declared.includes(file.url));
  if (fresh.length === 0) return;
  for (const file of fresh) added.add(file.url);
  const faces = fresh.map((file) => ({
    file,
    face: new FontFace(file.family, `url(${file.url}) format('woff2')`, {
      weight: String(file.weight),
      display: 'swap',
      unicodeRange: file.unicodeRange,
    }),
  }));
  void Promise.allSettled(faces.filter(({ file }) => file.eager).map(({ face }) => face.load())).then(() => {
    for (const { face } of faces) if (face.status !== 'error') document.fonts.add(face);
  });
}
