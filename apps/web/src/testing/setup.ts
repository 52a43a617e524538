import { configure } from '@testing-library/react';
import { afterAll } from 'vitest';

// findBy and waitFor give a screen 10 s to show what is awaited (Testing Library's default is 1 s): a stall
// detector, not a speed goal. A screen's lazy routes and data load in that time on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });

// What a file leaves on the device (the last restaurant shown, a cart, a session) ends with that file, as its fakes
// do (vitest.per-file.ts): a screen of the next file would otherwise read it as this device's past.
afterAll(() => {
  if (typeof localStorage !== 'undefined') localStorage.clear();
});

// The test DOM's sendBeacon posts to an address with no server behind it, and its failure is a rejection nobody can
// catch: a screen's funnel steps (lib/analytics.ts) are taken and dropped here. analytics.test.ts spies on it.
if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function')
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: () => true });
