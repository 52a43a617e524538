import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Toasts (sonner) without sonner in the menu page's load: its code and styles (about 9 KB gzipped) load at the
 * diner's first tap or key, or with the first toast, whichever comes first, never while the page is still being
 * taken over. A toast raised before the toaster is mounted waits for it instead of being lost.
 */
type Kind = 'success' | 'error' | 'warning';

let sonner: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => {
  sonner ??= import('sonner');
  return sonner;
};
let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
let toastRequested: () => void = () => {};
/** Resolves with the first toast: the toaster mounts (and loads sonner) then. */
const requested = new Promise<void>((resolve) => {
  toastRequested = resolve;
});

function notify(kind: Kind, message: string, id?: string) {
  toastRequested();
  void Promise.all([loadSonner(), mounted]).then(([loaded]) =>
    loaded.toast[kind](message, id ? { id } : undefined),
  );
}

export const toast = {
  /** `id`: names the toast, to dismiss it when what it speaks of is left (dismiss). */
  success: (message: string, id?: string) => notify('success', message, id),
  error: (message: string) => notify('error', message),
  warning: (message: string, id?: string) => notify('warning', message, id),
  dismiss: (id: string) => {
    // Before sonner is loaded no toast was shown: nothing to dismiss, nothing to load.
    void sonner?.then((loaded) => loaded.toast.dismiss(id));
  },
  /** Every toast showing: what they spoke of is over (an order placed after a refusal). */
  dismissAll: () => {
    void sonner?.then((loaded) => loaded.toast.dismiss());
  },
};

/** The "added to cart" toast: about the menu, dismissed when the diner leaves it. */
export const CART_ADDED_TOAST = 'cart-added';

let SonnerToaster: typeof import('sonner').Toaster | undefined;

function MountedToaster() {
  // Runs after the toaster's own effects, so it already listens when the waiting toasts go out.
  useEffect(() => toasterMounted(), []);
  if (!SonnerToaster) return null;
  return <SonnerToaster position="top-center" duration={5000} closeButton />;
}

const LazyToaster = lazy(async () => {
  SonnerToaster = (await loadSonner()).Toaster;
  return { default: MountedToaster };
});

/**
 * Toasts top-centre for 5 s. Mounted in the browser only (a page the server drew has none),
 * and only once a toast is raised; the diner's first tap or key starts loading its code, so the first toast (after
 * "Add to cart", say) seldom waits for it.
 */
export function Toaster() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let live = true;
    void requested.then(() => {
      if (live) setWanted(true);
    });
    const warm = () => {
      void loadSonner();
      stop();
    };
    const stop = () => {
      window.removeEventListener('pointerdown', warm, true);
      window.removeEventListener('keydown', warm, true);
    };
    window.addEventListener('pointerdown', warm, { capture: true, passive: true });
    window.addEventListener('keydown', warm, { capture: true, passive: true });
    return () => {
      live = false;
      stop();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
