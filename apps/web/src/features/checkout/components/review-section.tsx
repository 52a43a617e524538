import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, Section } from '../../../components/form-fields';

export interface ReviewLine {
  key: string | number;
  quantity: number;
  name: string;
  options: string[];
  /** The diner's special instructions for the line, as the cart and the confirmation show them. */
  instructions?: string;
  price: string;
  /**
   * Why the server refused the line (an item sold out since it was added...), in the diner's language, as the cart
   * marks it; absent for a line that can be ordered.
   */
  refused?: string | undefined;
  /** Takes the line out of the cart: offered on a refused line, so the diner can place the rest. */
  onRemove?: () => void;
}

/**
 * The order as it will be placed: its lines (a line the server refused marked with why, and removable), then its
 * costs (`summary`, drawn by the cart's costs summary), what keeps a delivery from being quoted, and the legal-age
 * confirmation when the cart holds alcohol.
 */
export function ReviewSection({
  lines,
  summary,
  pricing,
  deliveryUnquoted,
  underZoneMinimum,
  legalAge,
  kitchens = null,
}: {
  lines: ReviewLine[];
  /** A marketplace hub's kitchens, each with its lines' keys: the lines are shown under them. */
  kitchens?: { id: string; name: string; keys: ReviewLine['key'][] }[] | null;
  /** The costs, or null while they are asked (or could not be). */
  summary: ReactNode | null;
  /** `paused`: ordering is paused, so the server refuses the costs (code 419): that is why there is no total. */
  pricing: { fetching: boolean; failed: boolean; paused?: boolean };
  deliveryUnquoted: boolean;
  underZoneMinimum: string | null;
  /** Asked only when the cart holds alcohol. */
  legalAge: { checked: boolean; error?: string | undefined; onChange: (checked: boolean) => void } | null;
}) {
  const { t } = useTranslation();
  const refused = lines.filter((line) => line.refused).length;
  return (
    <Section title={t('checkout.review')} id="review">
      {refused > 0 ? (
        <p id="review-refused" role="status" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {t('checkout.refusedLines', { count: refused })}
        </p>
      ) : null}
      {kitchens && kitchens.length > 0 ? (
        <>
          {/* A hub's cart: one order per kitchen, one payment, said before it is placed. */}
          <p className="text-sm text-muted" data-testid="review-kitchens">
            {t('checkout.kitchenOrders', { count: kitchens.length })}
          </p>
          {kitchens.map((kitchen) => (
            <div key={kitchen.id} data-kitchen-review={kitchen.id}>
              <h3 className="mt-2 text-sm font-semibold">{kitchen.name}</h3>
              <ReviewList lines={lines.filter((line) => kitchen.keys.includes(line.key))} />
            </div>
          ))}
        </>
      ) : (
        <ReviewList lines={lines} />
      )}
      {deliveryUnquoted ? (
        <p role="status" className="text-sm font-semibold text-red-700 dark:text-red-300">
          {t('checkout.deliveryUnquoted')}
        </p>
      ) : summary ? (
        <div aria-busy={pricing.fetching} className={pricing.fetching ? 'opacity-60' : ''}>
          {underZoneMinimum ? (
            <p
              id="delivery-minimum"
              role="status"
              className="mb-2 text-sm font-semibold text-red-700 dark:text-red-300"
            >
              {underZoneMinimum}
            </p>
          ) : null}
          {summary}
        </div>
      ) : refused > 0 ? null : (
        // Refused lines are said above them (no "could not calculate"): the costs come back once they are removed.
        <p role={pricing.paused ? 'status' : undefined} className="text-sm text-muted">
          {pricing.paused
            ? t('checkout.pausedTotal')
            : pricing.failed
              ? t('cart.costsFailed')
              : t('cart.pricing')}
        </p>
      )}
      {legalAge ? (
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              id="legalAge"
              type="checkbox"
              className="mt-0.5 size-5 accent-brand"
              checked={legalAge.checked}
              aria-invalid={legalAge.error ? true : undefined}
              aria-describedby={legalAge.error ? 'legalAge-error' : undefined}
              onChange={(e) => legalAge.onChange(e.target.checked)}
            />
            {t('checkout.legalAge')}
          </label>
          <FieldError id="legalAge-error" error={legalAge.error} />
        </div>
      ) : null}
    </Section>
  );
}

/** The lines of the order (or of one kitchen's order), each with its price; a refused one marked and removable. */
function ReviewList({ lines }: { lines: ReviewLine[] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-line text-sm">
      {lines.map((line) => (
        <li
          key={line.key}
          className="flex justify-between gap-3 py-2"
          data-refused={line.refused ? '' : undefined}
        >
          <span className="min-w-0">
            <span className="block font-semibold">
              {line.quantity} × {line.name}
            </span>
            {line.refused ? (
              <span className="mt-0.5 inline-block rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                {line.refused}
              </span>
            ) : null}
            {line.options.length > 0 ? (
              <span className="block text-muted">{line.options.join(', ')}</span>
            ) : null}
            {line.instructions ? (
              <span className="block text-muted italic">“{line.instructions}”</span>
            ) : null}
          </span>
          <span className="flex shrink-0 flex-col items-end gap-1">
            <span>{line.price}</span>
            {line.refused && line.onRemove ? (
              <button
                type="button"
                onClick={line.onRemove}
                className="rounded-full px-3 py-1 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand dark:text-red-300"
              >
                {t('cart.remove')}
                <span className="sr-only"> {line.name}</span>
              </button>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
