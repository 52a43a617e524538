// Prints the folder of a Node 24 binary (installed into .tools first when this Node is older), for shell scripts
// to put first on PATH: `export PATH="$(node scripts/node24-path.mjs):$PATH"` (decision 030).
import { dirname } from 'node:path';
import { node24Binary } from './lib.mjs';

process.stdout.write(`${dirname(node24Binary())}\n`);
