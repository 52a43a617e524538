let hydrating = false;

/** Set by `main.tsx` while React takes over a page the server drew. */
export function setHydrating(value: boolean): void {
  hydrating = value;
}

/**
 * True while React draws on the server or takes over a page drawn there. What only the device knows (the saved
 * cart, the last order) is then left out of the first render, so it matches the server's markup, and joins right
 * after, in a task of its own. Read once, at mount: turning false re-renders nothing by itself.
 */
export function isDrawnElsewhere(): boolean {
  return hydrating || typeof window === 'undefined';
}

/**
 * Runs `work` in a task of its own and returns its cancel, for an effect: what joins a page taken over from the
 * server reads the device's storage, whose first read can take a phone tens of milliseconds.
 */
export function inTaskOfItsOwn(work: () => void): () => void {
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
