/**
 * Screens load on demand: a screen's code that has not arrived after 120 seconds is given
 * up, and a stylesheet chunk that fails is told apart from a script that fails (the words differ: the screen's
 * code may be there, its look is not).
 */
export const CHUNK_TIMEOUT_MS = 120_000;

export type ChunkFailure = 'timeout' | 'script' | 'stylesheet';

export class ChunkLoadError extends Error {
  constructor(
    readonly failure: ChunkFailure,
    options?: { cause?: unknown },
  ) {
    super(`screen chunk failed: ${failure}`, options);
    this.name = 'ChunkLoadError';
  }
}

/**
 * What kind of chunk failure `error` is, or null for any other error. Vite's preload helper says "Unable to
 * preload CSS for …" for a stylesheet; browsers word a failed module import their own way.
 */
export function chunkFailure(error: unknown): ChunkFailure | null {
  if (error instanceof ChunkLoadError) return error.failure;
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  if (/unable to preload css/i.test(message)) return 'stylesheet';
  if (
    /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload/i.test(
      message,
    )
  )
    return 'script';
  return null;
}

/** `load()`, failing as a ChunkLoadError after `ms` or when a chunk does not load. */
export function withChunkTimeout<T>(load: () => Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const failure = chunkFailure(error);
        reject(failure ? new ChunkLoadError(failure, { cause: error }) : error);
      },
    );
  });
}
