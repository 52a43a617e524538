import { describe, expect, it } from 'vitest';
import { GooglePlaces } from './google-places';
import { OfflinePlaces } from './offline-gazetteer';
import { PlacesConfigError, placesFromEnv } from './places';

describe('placesFromEnv', () => {
  it('is the offline gazetteer by default', () => {
    expect(placesFromEnv({})).toBeInstanceOf(OfflinePlaces);
    expect(placesFromEnv({ PLACES_PROVIDER: ' Offline ' })).toBeInstanceOf(OfflinePlaces);
  });

  it('is Google with a key, at Google or at the configured base URL', () => {
    expect(placesFromEnv({ PLACES_PROVIDER: 'google', GOOGLE_PLACES_API_KEY: 'k' })).toBeInstanceOf(
      GooglePlaces,
    );
    expect(
      placesFromEnv({
        PLACES_PROVIDER: 'google',
        GOOGLE_PLACES_API_KEY: 'k',
        GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9',
      }).name,
    ).toBe('google');
  });

  it.each([
    [{ PLACES_PROVIDER: 'google' }, /GOOGLE_PLACES_API_KEY/],
    [
      { PLACES_PROVIDER: 'google', GOOGLE_PLACES_API_KEY: 'k', GOOGLE_PLACES_BASE_URL: 'not a url' },
      /must be a URL/,
    ],
    [{ PLACES_PROVIDER: 'mapquest' }, /"offline" or "google"/],
  ])('refuses a configuration that cannot work #%#', (env, message) => {
    expect(() => placesFromEnv(env)).toThrow(PlacesConfigError);
    expect(() => placesFromEnv(env)).toThrow(message);
  });
});
