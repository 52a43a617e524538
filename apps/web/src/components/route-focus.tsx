import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** The screen shown last, across layouts: a layout mounted by a navigation still knows it came from another screen. */
let shownPath: string | null = null;

/** How long a screen may take to draw its heading (a lazy screen's code, an order read) before we give up. */
const HEADING_WAIT_MS = 5000;

/**
 * Moves the view to the top of the screen and focus onto its heading, once it is drawn. A focus left for later (a
 * dialog returning focus to what opened it, on unmount) runs first, so the heading wins; `preventScroll`, so the
 * focus cannot scroll the page it just put at the top.
 */
export function focusScreenHeading(onLanded: () => void = () => {}): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const land = (heading: HTMLElement) => {
    timer = setTimeout(() => {
      window.scrollTo(0, 0);
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      onLanded();
    }, 0);
  };
  const find = () => document.querySelector<HTMLElement>('main h1');
  window.scrollTo(0, 0);
  const now = find();
  if (now) {
    land(now);
    return () => clearTimeout(timer);
  }
  // Not drawn yet (the screen's data is on its way): the heading is focused when it appears.
  const observer = new MutationObserver(() => {
    const heading = find();
    if (!heading) return;
    observer.disconnect();
    land(heading);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const stop = setTimeout(() => {
    observer.disconnect();
    onLanded();
  }, HEADING_WAIT_MS);
  return () => {
    clearTimeout(timer);
    clearTimeout(stop);
    observer.disconnect();
  };
}

/**
 * Every navigation to another screen lands at its top with focus on its heading (WCAG 2.4.3): without it the page
 * keeps the last screen's scroll (the confirmation opened under the sticky header, the checkout at its foot) and
 * focus falls to <body>. The first screen of a visit is left as the browser opened it.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (shownPath === null) shownPath = pathname;
    if (shownPath === pathname) return;
    // Marked as shown once landed: an effect run twice (StrictMode) or cut short lands on the second run.
    return focusScreenHeading(() => {
      shownPath = pathname;
    });
  }, [pathname]);
  return null;
}
