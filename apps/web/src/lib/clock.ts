let drawing: Date | null = null;

/** The time screens price and schedule against: the device's, or the server's while it draws a page. */
export const currentTime = (): Date => drawing ?? new Date();

/**
 * Draws with `at` as the time (the server's ordering clock), so a page it draws prices like the browser that
 * takes it over. Rendering to a string is synchronous: no other page can read the time meanwhile.
 */
export function drawAt<T>(at: Date, draw: () => T): T {
  drawing = at;
  try {
    return draw();
  } finally {
    drawing = null;
  }
}
