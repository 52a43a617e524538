// The routes measured by `npm run bench`. The first is the baseline every other route is compared with.
export async function benchScenarios(base) {
  const slug = 'maple-table';
  const etag = (await fetch(`${base}/${slug}/data.json`)).headers.get('etag') ?? '';
  return [
    { name: 'GET /api/ping (baseline)', request: { path: '/api/ping' } },
    {
      // As a browser asks for it: compressed (the server keeps a brotli copy of each published version).
      name: `GET /${slug}/data.json (200, br)`,
      request: { path: `/${slug}/data.json`, headers: { 'accept-encoding': 'br, gzip' } },
      goal: (row) => row['% of baseline'] && Number.parseInt(row['% of baseline'], 10) >= 80,
    },
    {
      // For the record: a client that accepts no compression gets the whole 160 KB body.
      name: `GET /${slug}/data.json (200, identity)`,
      request: { path: `/${slug}/data.json` },
    },
    {
      name: `GET /${slug}/data.json (304)`,
      request: { path: `/${slug}/data.json`, headers: { 'if-none-match': etag } },
      expectStatus: 304,
      goal: (row) => Number.parseInt(row['% of baseline'], 10) >= 80,
    },
  ];
}
