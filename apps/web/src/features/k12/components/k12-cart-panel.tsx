/**
 * The K-12 cart (per date and student), its costs as the server prices them (set-costs with the cart's
 * rotationalMenuOrders: the subsidy, pay-what-you-can, taxes and the total, shown before paying), the subsidy code and
 * one payment for every order (create-k12-order). The total shown is sent with the payment: a price that changed
 * since is refused (428) rather than charged.
 */
import type { StudentView } from '@ordering/domain/contracts/accounts';
import type { CostsBody } from '@ordering/domain/contracts/costs';
import type { SetCostsResponse } from '@ordering/domain/contracts/orders';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { toCents } from '@ordering/domain/money/money';
import { type K12Summary, k12Summary } from '@ordering/domain/pricing/k12-summary';
import { buildMenuIndex, findItem } from '@ordering/domain/pricing/menu-index';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, endsAttempt } from '../../../lib/api-client';
import { lineText } from '../../../lib/cart/line-text';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { taxName } from '../../../lib/tax-name';
import { createK12Order, fetchK12Costs, type K12CheckoutAnswer } from '../api';
import {
  cartLines,
  type K12Cart,
  type K12Line,
  readPendingPayment,
  removeLine,
  toRotationalMenuOrders,
  writePendingPayment,
} from '../k12-cart';
import { PayWhatYouCan } from './pay-what-you-can';
import { SubsidyCode } from './subsidy-code';
import { button, card, danger, dayLabel, field, newKey, type PlacedOrder } from './ui';

interface Props {
  /** The program's data file: its menu names each line in the language shown. */
  data: RestaurantDataFile;
  cart: K12Cart;
  setCart: (update: (c: K12Cart) => K12Cart) => void;
  locale: Locale;
  students: StudentView[];
  restaurantId: number | string;
  subsidyCode: string | null;
  contact: { email: string; name: string; phone: string };
  onPlaced: (placed: PlacedOrder[]) => void;
  /** What the payments would charge (cents), once the server priced every day; null until then. */
  onCharged?: (cents: number | null) => void;
}

export function K12CartPanel({
  data,
  cart,
  setCart,
  locale,
  students,
  restaurantId,
  subsidyCode,
  contact,
  onPlaced,
  onCharged,
}: Props) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<number | null>(null);
  const nameOf = (id: string) => students.find((s) => s.id === id)?.name ?? '';
  // Each line's name and choices in the language shown now, from the menu (a line added in French reads in English
  // once the parent switches); the names kept with the line stand in for an item the menu no longer has.
  const index = useMemo(() => buildMenuIndex(data), [data]);
  const textOf = (l: K12Line) =>
    findItem(index, l.menu_id, l.id)
      ? lineText(index, l, menuLocale(locale))
      : { name: l.name, options: l.choices ?? [] };
  const groups = useMemo(() => {
    const out: { date: string; studentId: string; lines: K12Line[] }[] = [];
    for (const { date, studentId, line } of cartLines(cart)) {
      const last = out[out.length - 1];
      if (last && last.date === date && last.studentId === studentId) last.lines.push(line);
      else out.push({ date, studentId, lines: [line] });
    }
    return out;
  }, [cart]);
  const rotational = useMemo(() => toRotationalMenuOrders(cart), [cart]);
  const choice = chosen === null ? {} : { subsidyDiscount: { chosenAmountToBePaid: chosen } };
  const costs = useQuery({
    queryKey: ['k12-costs', restaurantId, rotational, chosen, subsidyCode],
    queryFn: () =>
      fetchK12Costs(restaurantId, {
        items: [],
        costs: choice,
        config: { restaurantId: String(restaurantId) },
        type: 'school',
        rotationalMenuOrders: rotational,
      }),
    enabled: groups.length > 0,
    placeholderData: (previous) => previous,
  });
  // The days' sum, on their basis: the summary and the pay button say what the payment of every order charges.
  const summary = useMemo(
    () => (costs.data?.orders?.length ? k12Summary(costs.data.orders) : null),
    [costs.data],
  );
  const charged = groups.length > 0 ? (summary?.amountToCharge ?? null) : null;
  useEffect(() => onCharged?.(charged), [charged, onCharged]);

  return (
    <aside
      className={`${card} mb-20 h-fit scroll-mt-20 lg:mb-0`}
      aria-labelledby="k12-cart"
      id="k12-cart-panel"
    >
      <h2 id="k12-cart" className="text-lg font-bold">
        {t('k12.cart')}
      </h2>
      {groups.length === 0 ? (
        <p className="mt-2 text-muted">{t('k12.cartEmpty')}</p>
      ) : (
        <ul className="mt-2 grid gap-3">
          {groups.map((g) => (
            <li key={`${g.date}-${g.studentId}`}>
              <p className="text-sm font-semibold first-letter:uppercase">
                {dayLabel(g.date, locale)} · {nameOf(g.studentId)}
              </p>
              <ul>
                {g.lines.map((l) => {
                  const text = textOf(l);
                  return (
                    <li key={String(l.orderId)} className="flex items-start justify-between gap-2 text-sm">
                      <span className="min-w-0">
                        {l.quantity} × {text.name}
                        {text.options.length ? (
                          <span className="block text-muted">{text.options.join(' · ')}</span>
                        ) : null}
                      </span>
                      <span className="flex shrink-0 items-center gap-2">
                        {money(toCents(l.orderPrice), locale)}
                        <button
                          type="button"
                          className="text-muted underline"
                          aria-label={t('k12.removeItem', { item: text.name })}
                          onClick={() =>
                            setCart((c) => removeLine(c, g.date, g.studentId, Number(l.orderId)))
                          }
                        >
                          {t('k12.remove')}
                        </button>
                      </span>
                    </li>
                  );
                })}
              </ul>
              <DayCosts
                part={costs.data?.orders?.find((o) => o.date === g.date && o.studentId === g.studentId)}
                locale={locale}
                stale={costs.isFetching}
              />
            </li>
          ))}
        </ul>
      )}
      <SubsidyCode restaurantId={restaurantId} code={subsidyCode} />
      {groups.length > 0 && (
        <>
          {costs.isError && (
            <p role="alert" className={`mt-3 text-sm ${danger}`}>
              {costs.error instanceof ApiError && costs.error.message
                ? costs.error.message
                : t('k12.costsFailed')}
            </p>
          )}
          {costs.data && costs.data.subsidyDiscount.type === 'pay_what_you_can' && (
            <PayWhatYouCan
              base={costs.data.subsidyDiscount.baseSubsidizedAmount}
              chosen={chosen}
              locale={locale}
              onChoose={setChosen}
            />
          )}
          {costs.data ? (
            <CostsSummary
              costs={costs.data}
              summary={summary}
              days={new Set(groups.map((g) => g.date)).size}
              locale={locale}
              stale={costs.isFetching}
            />
          ) : (
            !costs.isError && (
              <p className="mt-3 text-sm text-muted" role="status">
                {t('k12.costsLoading')}
              </p>
            )
          )}
          <PaymentForm
            restaurantId={restaurantId}
            cart={cart}
            groups={groups}
            contact={contact}
            costs={costs.isFetching || costs.isError ? null : (costs.data ?? null)}
            charged={summary?.amountToCharge ?? null}
            choice={choice}
            onPlaced={(orders) => {
              setCart(() => ({}));
              onPlaced(
                groups.map((g, i) => ({
                  date: g.date,
                  student: nameOf(g.studentId),
                  number: orders[i]?.number ?? 0,
                  id: orders[i]?.id ?? '',
                  charged: orders[i]?.charged ?? null,
                })),
              );
            }}
            onPriceChanged={() => void costs.refetch()}
            locale={locale}
          />
        </>
      )}
    </aside>
  );
}

/**
 * One date and student's order as the server split the cart's costs (set-costs `orders`): the amounts its payment
 * will charge, never summed here. Nothing until the server has answered for it.
 */
function DayCosts({
  part,
  locale,
  stale,
}: {
  part: NonNullable<SetCostsResponse['orders']>[number] | undefined;
  locale: Locale;
  stale: boolean;
}) {
  const { t } = useTranslation();
  if (!part) return null;
  const row = 'flex justify-between gap-2';
  return (
    <dl
      className={`mt-1 grid gap-0.5 border-t border-dashed border-line pt-1 text-xs text-muted ${stale ? 'opacity-60' : ''}`}
      aria-label={t('k12.dayCosts')}
    >
      <div className={row}>
        <dt>{t('k12.subtotal')}</dt>
        <dd>{money(toCents(part.subtotal), locale)}</dd>
      </div>
      {part.discount > 0 && (
        <div className={row}>
          <dt>{t('k12.discount')}</dt>
          <dd>−{money(toCents(part.discount), locale)}</dd>
        </div>
      )}
      {part.subsidy > 0 && (
        <div className={row}>
          <dt>{t('k12.subsidy')}</dt>
          <dd>−{money(toCents(part.subsidy), locale)}</dd>
        </div>
      )}
      <div className={row}>
        <dt>{t('k12.taxes')}</dt>
        <dd>{money(toCents(part.taxes), locale)}</dd>
      </div>
      <div className={`${row} font-semibold text-ink`}>
        <dt>{t('k12.dayTotal')}</dt>
        <dd>{money(toCents(part.total), locale)}</dd>
      </div>
    </dl>
  );
}

/**
 * Every day's costs together. With the server's days (`summary`), on their basis: the regular price, the subsidy
 * taken off (the items' and pay-what-you-can's), the taxes and the total the payments charge, so the days add up to
 * it. Without them, the cart's costs as priced (lines at their subsidised prices).
 */
function CostsSummary({
  costs,
  summary,
  days,
  locale,
  stale,
}: {
  costs: CostsBody;
  summary: K12Summary | null;
  days: number;
  locale: Locale;
  stale: boolean;
}) {
  const { t } = useTranslation();
  const row = 'flex justify-between gap-2';
  const pwyc =
    !summary && costs.subsidyDiscount.type === 'pay_what_you_can' ? costs.subsidyDiscount.amount : 0;
  const subtotal = summary?.subtotal ?? toCents(costs.subtotal);
  const discount = summary?.discount ?? toCents(costs.discount.amount);
  return (
    <dl
      className={`mt-3 grid gap-1 border-t border-line pt-2 text-sm ${stale ? 'opacity-60' : ''}`}
      aria-busy={stale}
      aria-label={t('k12.allDaysCosts')}
    >
      <div className={row}>
        <dt>{t('k12.subtotal')}</dt>
        <dd>{money(subtotal, locale)}</dd>
      </div>
      {discount > 0 && (
        <div className={row}>
          <dt>{t('k12.discount')}</dt>
          <dd>−{money(discount, locale)}</dd>
        </div>
      )}
      {summary && summary.subsidy > 0 && (
        <div className={row}>
          <dt>{t('k12.subsidy')}</dt>
          <dd>−{money(summary.subsidy, locale)}</dd>
        </div>
      )}
      {pwyc > 0 && (
        <div className={row}>
          <dt>{t('k12.pwycReduction')}</dt>
          <dd>−{money(toCents(pwyc), locale)}</dd>
        </div>
      )}
      {costs.taxBrackets.map((b) => (
        <div className={row} key={b.key}>
          <dt>
            {t('k12.taxLine', {
              // One tax: named in the parent's language; several: by their own labels (GST, PST, QST).
              label: costs.taxBrackets.length === 1 ? t('k12.taxes') : taxName(t, b.label),
              rate: new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(b.rate * 100),
            })}
          </dt>
          <dd>{money(toCents(b.amount), locale)}</dd>
        </div>
      ))}
      {costs.taxBrackets.length === 0 && costs.taxes > 0 && (
        <div className={row}>
          <dt>{t('k12.taxes')}</dt>
          <dd>{money(toCents(costs.taxes), locale)}</dd>
        </div>
      )}
      <div className={`${row} border-t border-line pt-1 text-base font-bold`}>
        <dt>{t('k12.allDaysTotal', { count: days })}</dt>
        <dd>{money(summary?.total ?? toCents(costs.total), locale)}</dd>
      </div>
    </dl>
  );
}

function PaymentForm({
  restaurantId,
  cart,
  groups,
  contact,
  costs,
  charged,
  choice,
  onPlaced,
  onPriceChanged,
  locale,
}: {
  locale: Locale;
  /** What the payments of every order charge, in cents (the days' sum); the cart's total until the days are in. */
  charged: number | null;
  restaurantId: number | string;
  cart: K12Cart;
  groups: { date: string }[];
  contact: { email: string; name: string; phone: string };
  costs: CostsBody | null;
  choice: Record<string, unknown>;
  onPlaced: (orders: K12CheckoutAnswer['orders']) => void;
  onPriceChanged: () => void;
}) {
  const { t } = useTranslation();
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvd, setCvd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // A payment whose attempt is not over keeps its key across a reload (readPendingPayment).
  const [key, setKey] = useState(() => readPendingPayment(restaurantId) ?? newKey());

  const pay = async () => {
    if (!costs) return;
    setError(null);
    setPaying(true);
    writePendingPayment(restaurantId, key);
    try {
      const answer = await createK12Order(restaurantId, key, {
        type: 'school',
        data: {
          config: { restaurantId: String(restaurantId) },
          items: [],
          costs: { ...choice, total: costs.total },
          rotationalMenuOrders: toRotationalMenuOrders(cart),
          checkout: {
            paymentMethod: 'credit_card',
            contact: { full_name: contact.name, email: contact.email, phone_number: contact.phone },
            card: { number: cardNumber, expiry_date: expiry, cvd },
          },
        },
        pickup_time: new Date(`${groups[0]?.date ?? '2000-01-01'}T16:00:00Z`).toISOString(),
      });
      writePendingPayment(restaurantId, null);
      onPlaced(answer.orders);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('k12.payFailed'));
      // A refusal ends the attempt: the next is a new one. An answer asking for a retry (still being processed, a
      // 5xx) keeps the key, so the retry gets the orders recovery places instead of paying twice (endsAttempt).
      if (endsAttempt(err)) {
        writePendingPayment(restaurantId, null);
        setKey(newKey());
      }
      if (err instanceof ApiError && err.code === 428) onPriceChanged();
    } finally {
      setPaying(false);
    }
  };

  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void pay();
      }}
    >
      <label className="grid text-sm">
        {t('k12.cardNumber')}
        <input
          className={field}
          inputMode="numeric"
          autoComplete="cc-number"
          value={cardNumber}
          onChange={(e) => setCardNumber(e.target.value)}
          required
        />
      </label>
      <div className="grid grid-cols-2 gap-2">
        <label className="grid text-sm">
          {t('k12.expiry')}
          <input
            className={field}
            autoComplete="cc-exp"
            placeholder={t('k12.expiryHint')}
            value={expiry}
            onChange={(e) => setExpiry(e.target.value)}
            required
          />
        </label>
        <label className="grid text-sm">
          {t('k12.cvd')}
          <input
            className={field}
            inputMode="numeric"
            autoComplete="cc-csc"
            value={cvd}
            onChange={(e) => setCvd(e.target.value)}
            required
          />
        </label>
      </div>
      {error && (
        <p className={`text-sm ${danger}`} role="alert">
          {error}
        </p>
      )}
      <button type="submit" className={button} disabled={paying || !costs}>
        {paying
          ? t('k12.paying')
          : costs
            ? t('k12.payTotal', {
                count: groups.length,
                total: money(charged ?? toCents(costs.amountToCharge), locale),
              })
            : t('k12.pay', { count: groups.length })}
      </button>
    </form>
  );
}
