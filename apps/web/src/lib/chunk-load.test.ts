import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, chunkFailure, withChunkTimeout } from './chunk-load';

describe('chunkFailure', () => {
  it.each([
    ['Unable to preload CSS for /assets/staff-3f2a.css', 'stylesheet'],
    ['Failed to fetch dynamically imported module: http://x/assets/checkout-1.js', 'script'],
    ['error loading dynamically imported module: http://x/assets/a.js', 'script'],
    ['Importing a module script failed.', 'script'],
    ['Unable to preload /assets/menu.js', 'script'],
    ['Cannot read properties of undefined', null],
    ['', null],
  ])('%s -> %s', (message, failure) => {
    expect(chunkFailure(new Error(message))).toBe(failure);
  });

  it('keeps the kind of a ChunkLoadError', () => {
    expect(chunkFailure(new ChunkLoadError('timeout'))).toBe('timeout');
  });
});

describe('withChunkTimeout', () => {
  afterEach(() => vi.useRealTimers());

  it('gives up after 120 seconds, not before', async () => {
    vi.useFakeTimers();
    const never = withChunkTimeout(() => new Promise<never>(() => {}));
    const outcome = vi.fn();
    never.catch(outcome);
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith(new ChunkLoadError('timeout'));
  });

  it('answers what loaded in time', async () => {
    await expect(withChunkTimeout(() => Promise.resolve({ Component: 'x' }))).resolves.toEqual({
      Component: 'x',
    });
  });

  it.each([
    ['Unable to preload CSS for /assets/a.css', 'stylesheet'],
    ['Failed to fetch dynamically imported module: /assets/a.js', 'script'],
  ])('tells a failed chunk apart: %s', async (message, failure) => {
    const error = await withChunkTimeout(() => Promise.reject(new Error(message))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).failure).toBe(failure);
  });

  it('passes any other error on as it is', async () => {
    const boom = new Error('boom');
    await expect(withChunkTimeout(() => Promise.reject(boom))).rejects.toBe(boom);
  });
});
