/**
 * Places (decision 019): what a diner types in a location search becomes suggestions (autocomplete), and a
 * chosen suggestion becomes a point to search around (details). The built-in provider answers from a gazetteer of
 * Canadian places and postal areas shipped with the server (no network; decision 019); the Google Places provider
 * speaks Google's Place Autocomplete and Place Details web services. PLACES_PROVIDER chooses (offline by default).
 */
import { GooglePlaces } from './google-places';
import { OfflinePlaces } from './offline-gazetteer';

export interface PlacePrediction {
  /** The provider's id of the place, passed back as `gmapPlaceId`. */
  placeId: string;
  /** What the suggestion list shows: "Montréal, QC", "H2T, Montréal, QC". */
  description: string;
  /** Google's place types ("locality", "postal_code"...): the distance display rule reads them. */
  types: string[];
  /** The description's parts, as Google gives them. */
  terms: { offset: number; value: string }[];
}

export interface PlaceDetails {
  placeId: string;
  description: string;
  lat: number;
  lng: number;
  types: string[];
}

export interface AutocompleteQuery {
  text: string;
  language: 'en-CA' | 'fr-CA';
  /** Google bills the keystrokes and the details of one search as one session. */
  sessionToken?: string;
  /** Among equally good matches, places nearer this point come first. */
  near?: { lat: number; lng: number }[];
}

// Its own file so the providers can throw it without importing this one, which imports them (a file cycle).
export { PlacesUnavailableError } from './places-unavailable';

export interface Places {
  readonly name: string;
  autocomplete(query: AutocompleteQuery): Promise<PlacePrediction[]>;
  /** The place, or null when the provider knows no such id. */
  details(
    placeId: string,
    options: { language: 'en-CA' | 'fr-CA'; sessionToken?: string },
  ): Promise<PlaceDetails | null>;
}

export class PlacesConfigError extends Error {}

/** PLACES_PROVIDER=offline (default) | google; google needs GOOGLE_PLACES_API_KEY, GOOGLE_PLACES_BASE_URL optional. */
export function placesFromEnv(env: Record<string, string | undefined>): Places {
  const provider = env.PLACES_PROVIDER?.trim().toLowerCase() || 'offline';
  if (provider === 'offline') return new OfflinePlaces();
  if (provider === 'google') {
    const apiKey = env.GOOGLE_PLACES_API_KEY?.trim();
    if (!apiKey) throw new PlacesConfigError('PLACES_PROVIDER=google needs GOOGLE_PLACES_API_KEY.');
    const baseUrl = env.GOOGLE_PLACES_BASE_URL?.trim() || 'https://maps.googleapis.com';
    try {
      new URL(baseUrl);
    } catch {
      throw new PlacesConfigError(`GOOGLE_PLACES_BASE_URL must be a URL, got "${baseUrl}".`);
    }
    return new GooglePlaces({ apiKey, baseUrl });
  }
  throw new PlacesConfigError(`PLACES_PROVIDER must be "offline" or "google", got "${env.PLACES_PROVIDER}".`);
}
