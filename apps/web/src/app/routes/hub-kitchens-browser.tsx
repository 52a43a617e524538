import { type MouseEvent, useEffect, useRef, useState } from 'react';
import type { KitchenList } from '../../features/marketplace/components/kitchen-list';
import { currentTime } from '../../lib/clock';
import { loadCatalogPart } from '../../lib/i18n';
import type { KitchenListProps as Props } from './hub-kitchens';

// The list's code (its hours' rules) and words (HUB_LOAD) load only when the browser draws the list itself.
const loadList = () =>
  Promise.all([import('../../features/marketplace/components/kitchen-list'), loadCatalogPart('hub')]).then(
    ([m]) => ({ default: m.KitchenList }),
  );

/**
 * A hub's kitchens in the browser. On a page the server drew, its list is kept as it came (React takes over an
 * empty `dangerouslySetInnerHTML` and leaves the markup in place), so neither the list's code nor its words load
 * with the menu: a tap marks the kitchen chosen (aria-pressed, which its look follows) and shows its menu. The
 * browser draws the list itself when there is none drawn, once the kitchens or the choice change otherwise, or when
 * the drawn hours expire (`data-drawn`, `data-until`: hub-kitchens-drawn.tsx).
 */
export function BrowserKitchens(props: Props) {
  const { data, menuIds, selected, onSelect } = props;
  const box = useRef<HTMLDivElement>(null);
  const shown = useRef<string>(undefined);
  const [Own, setOwn] = useState<typeof KitchenList | null>(null);
  const asked = useRef(false);
  const key = `${menuIds.join()}|${selected}`;
  useEffect(() => {
    const drawn = box.current?.dataset;
    shown.current ??= drawn?.drawn;
    const holds = shown.current === key && currentTime().getTime() < Number(drawn?.until ?? 0);
    if (holds || asked.current) return;
    asked.current = true;
    void loadList().then((m) => setOwn(() => m.default));
  });
  if (Own) return <Own {...props} />;
  const choose = (event: MouseEvent<HTMLDivElement>) => {
    const chosen = (event.target as Element).closest<HTMLElement>('[data-kitchen]');
    const menu = data.menus.find((m) => m.slug === chosen?.dataset.kitchen);
    if (!chosen || !menu) return;
    for (const button of event.currentTarget.querySelectorAll('[data-kitchen]'))
      button.setAttribute('aria-pressed', String(button === chosen));
    const showing = event.currentTarget.querySelector('[data-showing]');
    if (showing) chosen.lastElementChild?.append(showing);
    shown.current = `${menuIds.join()}|${menu.id}`;
    onSelect(menu.slug);
  };
  // The clicks are the kitchens' own buttons', which take the keyboard; the markup is empty, so React keeps the
  // server's as it is.
  const island = { ref: box, onClick: choose, dangerouslySetInnerHTML: { __html: '' } };
  return <div data-kitchens suppressHydrationWarning {...island} />;
}
