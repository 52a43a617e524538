import { lazy, Suspense, useEffect, useState } from 'react';

/**
 * Toasts (sonner) without sonner in the menu route's first load: its code and styles (about 10 KB gzipped) load
 * while the menu renders, and a toast raised before the toaster is mounted waits for it instead of being lost.
 */
type Kind = 'success' | 'error' | 'warning';

const loadSonner = () => import('sonner');
let toasterMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

function notify(kind: Kind, message: string, id?: string) {
  void Promise.all([loadSonner(), mounted]).then(([sonner]) =>
    sonner.toast[kind](message, id ? { id } : undefined),
  );
}

export const toast = {
  /** `id`: names the toast, to dismiss it when what it speaks of is left (dismiss). */
  success: (message: string, id?: string) => notify('success', message, id),
  error: (message: string) => notify('error', message),
  warning: (message: string) => notify('warning', message),
  dismiss: (id: string) => {
    void loadSonner().then((sonner) => sonner.toast.dismiss(id));
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

/** Toasts top-centre for 5 s (ordering.md section 8). Mounted in the browser only: a page the server drew has none. */
export function Toaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  );
}
