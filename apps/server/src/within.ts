/**
 * What `work` settles to if it settles within `ms`, else `late`; the timer is cleared either way and `work` runs on.
 * For waits that must not follow a database or a pass that hangs (liveness, the menus' re-check, a shutdown).
 */
export async function within<T, L>(work: Promise<T>, ms: number, late: L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<L>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    return await Promise.race([work, waited]);
  } finally {
    clearTimeout(timer);
  }
}
