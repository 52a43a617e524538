#!/usr/bin/env node
// The web app's architecture rule (developers' guide): a feature is a folder of its own that imports no other feature.
// Features may import the shared layers (lib/, components/, i18n/) and @ordering/domain; the shared layers import no
// feature; only the app's routes (app/) and entry points put features together. Biome's restricted imports cannot say
// "any feature but this one" for relative paths, so this resolves every relative import and checks where it lands.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web', 'src');
const SHARED = new Set(['lib', 'components', 'i18n', 'testing']);
const IMPORT = /(?:from\s+|import\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : /\.(ts|tsx)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

const problems = [];
for (const file of files(web)) {
  const from = relative(web, file).split('/');
  const layer = from[0];
  const feature = layer === 'features' ? from[1] : null;
  if (feature === null && !SHARED.has(layer)) continue; // app/, entry points: they compose features
  for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const target = normalize(join(dirname(relative(web, file)), match[2])).split('/');
    if (target[0] !== 'features') {
      if (target[0] === 'app' && layer !== 'app')
        problems.push(`${relative(web, file)} imports the app layer: ${match[2]}`);
      continue;
    }
    if (target[1] === feature) continue;
    problems.push(
      feature
        ? `${relative(web, file)}: feature '${feature}' imports feature '${target[1]}' (${match[2]})`
        : `${relative(web, file)}: shared '${layer}/' imports feature '${target[1]}' (${match[2]})`,
    );
  }
}
if (problems.length > 0) {
  console.error(`Feature boundaries (scripts/lint-features.mjs):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log('Feature boundaries: every web feature imports only itself and the shared layers.');
