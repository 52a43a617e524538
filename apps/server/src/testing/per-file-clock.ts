import { afterAll } from 'vitest';
import { startClockAt } from '../clock';

// Server test files share a worker's modules (docs/decisions/034), and with them the clock's offset: a file that
// starts the clock at a fixed instant and forgets to stop it would run the next file at that instant.
afterAll(() => startClockAt(undefined));
