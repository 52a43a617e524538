import { configure } from '@testing-library/react';

// findBy and waitFor give a screen 10 s to show what is awaited (Testing Library's default is 1 s): a stall
// detector, not a speed goal. A screen's lazy routes and data load in that time on a loaded 2-core machine.
configure({ asyncUtilTimeout: 10_000 });
