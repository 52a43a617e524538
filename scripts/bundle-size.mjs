// The JavaScript a diner's browser loads to show the menu route (`/{slug}`): the entry, the restaurant layout and
// menu route modules, and every chunk they import statically, gzipped as the server sends them. Read from the
// Vite manifest of the production build (apps/web/dist/.vite/manifest.json).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './lib.mjs';

const dist = join(root, 'apps/web/dist');

export function menuRouteJs() {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error('Build the web app first (npm run build)');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const roots = ['index.html', 'src/app/routes/restaurant-layout.tsx', 'src/app/routes/menu.tsx'];
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const dep of entry.imports ?? []) visit(dep);
  };
  for (const key of roots) visit(key);
  const size = (file, suffix) => {
    const path = join(dist, file + suffix);
    return existsSync(path) ? statSync(path).size : statSync(join(dist, file)).size;
  };
  const list = [...files].filter((f) => f.endsWith('.js'));
  return {
    files: list.length,
    raw: list.reduce((n, f) => n + size(f, ''), 0),
    gzip: list.reduce((n, f) => n + size(f, '.gz'), 0),
    brotli: list.reduce((n, f) => n + size(f, '.br'), 0),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = menuRouteJs();
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(
    `menu route initial JS: ${r.files} files, ${kb(r.raw)} raw, ${kb(r.gzip)} gzip, ${kb(r.brotli)} brotli (goal <= 150 KB gzip: ${r.gzip <= 150 * 1024 ? 'met' : 'NOT met'})`,
  );
}
