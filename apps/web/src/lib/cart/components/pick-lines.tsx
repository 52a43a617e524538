import type { CartItem } from '@ordering/domain/cart/cart-item';
import type { MenuLocale } from '@ordering/domain/menu/convert';
import { findItem, type MenuIndex } from '@ordering/domain/pricing/menu-index';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lineText } from '../line-text';

/** Whether an earlier line can come back now: its item still on the menu and not sold out (nor its section). */
export function stillOffered(index: MenuIndex, line: CartItem): boolean {
  const entry = findItem(index, line.menu_id, line.id);
  return Boolean(entry && !entry.item.sold_out && !entry.section?.sold_out);
}

/**
 * The lines of an earlier order, each with its box (ticked), for the diner to choose which come back (another round,
 * order again); those no longer offered are listed as such, without a box. The add button says how many go in.
 */
export function PickLines({
  heading,
  intro,
  lines,
  index,
  lang,
  onAdd,
  children,
  className = 'mt-6 lg:mt-0',
}: {
  heading: string;
  intro?: string;
  lines: readonly CartItem[];
  index: MenuIndex;
  lang: MenuLocale;
  onAdd: (chosen: CartItem[]) => void | Promise<void>;
  /** Other actions beside the add button. */
  children?: ReactNode;
  /** Its spacing where it stands (beside the menu's sections, or under the menu's title). */
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(() => new Set());
  const [adding, setAdding] = useState(false);
  const offered = lines.map((line) => stillOffered(index, line));
  const chosen = lines.filter((_line, i) => offered[i] && !unticked.has(i));
  const count = chosen.reduce((n, line) => n + line.quantity, 0);
  return (
    <section aria-labelledby={id} className={`${className} rounded-2xl border border-line bg-surface p-4`}>
      <h2 id={id} className="font-display text-xl font-semibold">
        {heading}
      </h2>
      {intro ? <p className="mt-1 text-sm text-muted">{intro}</p> : null}
      <ul className="mt-3 grid gap-2 text-sm">
        {lines.map((line, i) => {
          const text = lineText(index, line, lang);
          const details = text.options.join(', ');
          if (!offered[i]) {
            const known = findItem(index, line.menu_id, line.id);
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the earlier order's lines never move.
              <li key={i} className="flex gap-2 text-muted">
                <span aria-hidden className="w-5" />
                <span>
                  <span className="line-through">
                    {line.quantity} × {known ? text.name : t('cart.pickGoneItem')}
                  </span>{' '}
                  · {t('cart.pickUnavailable')}
                </span>
              </li>
            );
          }
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the earlier order's lines never move.
            <li key={i}>
              <label className="flex items-start gap-2">
                <input
                  type="checkbox"
                  className="mt-0.5 size-5 accent-brand"
                  checked={!unticked.has(i)}
                  onChange={(e) => {
                    const next = new Set(unticked);
                    if (e.currentTarget.checked) next.delete(i);
                    else next.add(i);
                    setUnticked(next);
                  }}
                />
                <span>
                  <span className="font-medium">
                    {line.quantity} × {text.name}
                  </span>
                  {details ? <span className="block text-muted">{details}</span> : null}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          disabled={count === 0 || adding}
          onClick={async () => {
            setAdding(true);
            try {
              await onAdd(chosen);
            } finally {
              setAdding(false);
            }
          }}
          className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('cart.pickAdd', { count })}
        </button>
        {children}
      </div>
    </section>
  );
}
