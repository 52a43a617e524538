import type { ViewItem } from '@ordering/domain/menu/convert';
import { useCallback, useRef, useState } from 'react';

/**
 * The item the viewer shows, and the focus's way back: what opened the viewer gets focus back when it closes; an
 * item opened from the cart's suggestions (the cart has closed) gives it to the cart's button.
 */
export function useItemOpener() {
  const [openItem, setOpenItem] = useState<ViewItem | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openItemFrom = useCallback((item: ViewItem, from?: HTMLElement) => {
    opener.current = from ?? null;
    setOpenItem(item);
  }, []);
  const returnFocus = useCallback(() => {
    const target = opener.current?.isConnected
      ? opener.current
      : document.querySelector<HTMLElement>('[data-cart-button]');
    target?.focus();
  }, []);
  const close = useCallback(() => setOpenItem(null), []);
  return { openItem, openItemFrom, returnFocus, close };
}
