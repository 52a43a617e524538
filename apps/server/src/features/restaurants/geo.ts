// The distance rule is the domain's: delivery radii (ordering/delivery-radius.ts) measure with it too.
export { type DistanceUnit, distanceBetween, type Point } from '@ordering/domain/ordering/distance';

/** Lower case without accents, so "Cafe" finds "Café" and "MONTREAL" finds "Montréal". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim();
}

export function matchesText(haystack: string | null | undefined, needle: string | undefined): boolean {
  if (!needle?.trim()) return true;
  return foldText(haystack ?? '').includes(foldText(needle));
}
