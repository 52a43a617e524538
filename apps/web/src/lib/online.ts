import { useSyncExternalStore } from 'react';

/**
 * Whether the device says it is online (navigator.onLine and its 'online'/'offline' events). "Online" only means a
 * network is there, not that the server answers: a request can still fail without an answer (isNoAnswer).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => true);
}

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const snapshot = () => (typeof navigator === 'undefined' ? true : navigator.onLine);

/**
 * A request that got no answer at all: fetch failed with a network error (TypeError) or was aborted because the
 * device went offline. The server may or may not have received it.
 */
export function isNoAnswer(error: unknown): boolean {
  return (
    error instanceof TypeError ||
    (typeof DOMException !== 'undefined' && error instanceof DOMException && error.name === 'AbortError')
  );
}
