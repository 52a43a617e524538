import { HOSTED_FONT_FAMILIES } from '@ordering/domain/menu/data-file/unsupported-settings';

/** The font families we host (the data file check refuses others); `fonts.ts` has their files, loaded apart from the menu's first code. */
export const HOSTED_FAMILIES = HOSTED_FONT_FAMILIES;
export type HostedFamily = (typeof HOSTED_FAMILIES)[number];

/** The id of the `<style>` holding the fonts a page drawn on the server declares (menu-page.ts on the server). */
export const DECLARED_FONTS_ID = 'theme-fonts';

/**
 * Whether the page declares `families` already (a page drawn on the server does, in its `<head>`, as fonts.ts
 * writes them): their files' addresses (fonts.ts) need not load then.
 */
export function declaresFamilies(families: readonly HostedFamily[]): boolean {
  if (typeof document === 'undefined') return false;
  const declared = document.getElementById(DECLARED_FONTS_ID)?.textContent ?? '';
  return families.every((family) => declared.includes(`font-family:"${family}"`));
}

/** The family we host under a restaurant's font name (any case), if any. */
export function hostedFamily(name: string | null): HostedFamily | undefined {
  const key = name?.trim().toLowerCase();
  return key ? HOSTED_FAMILIES.find((family) => family.toLowerCase() === key) : undefined;
}
