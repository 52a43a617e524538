/**
 * A fake Google Places web service for the tests, on 127.0.0.1: Place Autocomplete and Place Details with JSON
 * output, as Google answers them (status field, `predictions` with place_id/description/terms/types, `result` with
 * geometry.location), REQUEST_DENIED without the right key, INVALID_REQUEST without an input, NOT_FOUND for an
 * unknown place. It can be told to answer a failing status, an HTTP error, or to stall. It records what it was asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePlace {
  place_id: string;
  description: string;
  types: string[];
  lat: number;
  lng: number;
}

export interface FakeGooglePlaces {
  baseUrl: string;
  requests: URL[];
  /** Next answers: a Places status such as OVER_QUERY_LIMIT, an HTTP status, or 'stall' (no answer). */
  failNext(failure: string | number | 'stall', times?: number): void;
  close(): Promise<void>;
}

export async function startFakeGooglePlaces(apiKey: string, places: FakePlace[]): Promise<FakeGooglePlaces> {
  const requests: URL[] = [];
  const failures: (string | number)[] = [];
  const send = (res: import('node:http').ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .toLowerCase();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(url);
    const failure = failures.shift();
    if (failure === 'stall') return;
    if (typeof failure === 'number') return send(res, failure, { error: 'fake failure' });
    if (typeof failure === 'string')
      return send(res, 200, { status: failure, error_message: 'fake failure' });
    if (url.searchParams.get('key') !== apiKey) {
      return send(res, 200, {
        status: 'REQUEST_DENIED',
        error_message: 'The provided API key is invalid.',
        predictions: [],
      });
    }
    if (url.pathname === '/maps/api/place/autocomplete/json') {
      const input = url.searchParams.get('input');
      if (!input) return send(res, 200, { status: 'INVALID_REQUEST', predictions: [] });
      const found = places.filter((p) => fold(p.description).startsWith(fold(input)));
      return send(res, 200, {
        status: found.length ? 'OK' : 'ZERO_RESULTS',
        predictions: found.map((p) => ({
          description: p.description,
          place_id: p.place_id,
          reference: p.place_id,
          matched_substrings: [{ length: input.length, offset: 0 }],
          structured_formatting: { main_text: p.description.split(', ')[0], secondary_text: 'Canada' },
          terms: p.description.split(', ').map((value, i, all) => ({
            offset: all.slice(0, i).reduce((n, part) => n + part.length + 2, 0),
            value,
          })),
          types: p.types,
        })),
      });
    }
    if (url.pathname === '/maps/api/place/details/json') {
      const id = url.searchParams.get('place_id');
      if (!id) return send(res, 200, { status: 'INVALID_REQUEST', html_attributions: [] });
      const place = places.find((p) => p.place_id === id);
      if (!place) return send(res, 200, { status: 'NOT_FOUND', html_attributions: [] });
      return send(res, 200, {
        status: 'OK',
        html_attributions: [],
        result: {
          formatted_address: place.description,
          name: place.description.split(', ')[0],
          types: place.types,
          geometry: { location: { lat: place.lat, lng: place.lng } },
        },
      });
    }
    send(res, 404, { error: 'no such endpoint' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    failNext(failure, times = 1) {
      for (let i = 0; i < times; i++) failures.push(failure);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
