/**
 * Google Places through its web services (Place Autocomplete and Place Details, JSON output): the provider for a
 * deployment with a Google key. `baseUrl` is Google's host in production and a fake on 127.0.0.1 in the tests.
 * Suggestions are restricted to Canada, in the diner's language; the keystrokes and the details of one search
 * share Google's session token so they are billed as one session.
 */
import type { AutocompleteQuery, PlaceDetails, PlacePrediction, Places } from './places';
import { PlacesUnavailableError } from './places-unavailable';

export interface GooglePlacesConfig {
  apiKey: string;
  baseUrl: string;
  timeoutMs?: number;
}

interface GoogleAnswer {
  status?: string;
  error_message?: string;
  predictions?: {
    description?: string;
    place_id?: string;
    types?: string[];
    terms?: { offset?: number; value?: string }[];
  }[];
  result?: {
    formatted_address?: string;
    name?: string;
    types?: string[];
    geometry?: { location?: { lat?: number; lng?: number } };
  };
}

const language = (locale: 'en-CA' | 'fr-CA') => (locale === 'fr-CA' ? 'fr' : 'en');

export class GooglePlaces implements Places {
  readonly name = 'google';
  constructor(private readonly config: GooglePlacesConfig) {}

  private async get(path: string, params: Record<string, string | undefined>): Promise<GoogleAnswer> {
    const url = new URL(path, this.config.baseUrl);
    for (const [name, value] of Object.entries({ ...params, key: this.config.apiKey })) {
      if (value) url.searchParams.set(name, value);
    }
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(this.config.timeoutMs ?? 5000) });
    } catch (err) {
      throw new PlacesUnavailableError(`Google Places did not answer (${path})`, { cause: err });
    }
    if (!response.ok)
      throw new PlacesUnavailableError(`Google Places answered HTTP ${response.status} (${path})`);
    try {
      return (await response.json()) as GoogleAnswer;
    } catch (err) {
      throw new PlacesUnavailableError(`Google Places answered with no JSON (${path})`, { cause: err });
    }
  }

  /** OVER_QUERY_LIMIT, REQUEST_DENIED, UNKNOWN_ERROR...: the provider failed, not the diner's text. */
  private refused(answer: GoogleAnswer, path: string): never {
    throw new PlacesUnavailableError(
      `Google Places answered ${answer.status ?? 'no status'} (${path})${answer.error_message ? `: ${answer.error_message}` : ''}`,
    );
  }

  async autocomplete(query: AutocompleteQuery): Promise<PlacePrediction[]> {
    const path = '/maps/api/place/autocomplete/json';
    const answer = await this.get(path, {
      input: query.text,
      sessiontoken: query.sessionToken,
      language: language(query.language),
      components: 'country:ca',
    });
    if (answer.status === 'ZERO_RESULTS') return [];
    if (answer.status !== 'OK') this.refused(answer, path);
    return (answer.predictions ?? []).flatMap((p) =>
      p.place_id && p.description
        ? [
            {
              placeId: p.place_id,
              description: p.description,
              types: p.types ?? [],
              terms: (p.terms ?? []).map((t) => ({ offset: t.offset ?? 0, value: t.value ?? '' })),
            },
          ]
        : [],
    );
  }

  async details(
    placeId: string,
    options: { language: 'en-CA' | 'fr-CA'; sessionToken?: string },
  ): Promise<PlaceDetails | null> {
    const path = '/maps/api/place/details/json';
    const answer = await this.get(path, {
      place_id: placeId,
      fields: 'formatted_address,geometry/location,name,types',
      sessiontoken: options.sessionToken,
      language: language(options.language),
    });
    // INVALID_REQUEST is Google's answer to a malformed place id: no such place, as NOT_FOUND.
    if (
      answer.status === 'NOT_FOUND' ||
      answer.status === 'ZERO_RESULTS' ||
      answer.status === 'INVALID_REQUEST'
    )
      return null;
    if (answer.status !== 'OK') this.refused(answer, path);
    const location = answer.result?.geometry?.location;
    if (typeof location?.lat !== 'number' || typeof location.lng !== 'number') return null;
    return {
      placeId,
      description: answer.result?.formatted_address ?? answer.result?.name ?? placeId,
      lat: location.lat,
      lng: location.lng,
      types: answer.result?.types ?? [],
    };
  }
}
