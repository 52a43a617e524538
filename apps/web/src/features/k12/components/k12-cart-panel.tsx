/**
 * The K-12 cart (per date and student), its costs as the server prices them (set-costs with the cart's
 * rotationalMenuOrders: the subsidy, pay-what-you-can, taxes and the total, shown before paying), the subsidy code and
 * one payment for every order (create-k12-order). The total shown is sent with the payment: a price that changed
 * since is refused (428) rather than charged.
 */
import type { StudentView } from '@ordering/domain/contracts/accounts';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { toCents } from '@ordering/domain/money/money';
import { priceLine } from '@ordering/domain/pricing/line-price';
import { buildMenuIndex, findItem, type MenuIndex } from '@ordering/domain/pricing/menu-index';
import { buildPriceContext } from '@ordering/domain/pricing/price-context';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { lineText } from '../../../lib/cart/line-text';
import { currentTime } from '../../../lib/clock';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { K12CheckoutAnswer } from '../api';
import { type K12Cart, type K12Line, removeLine } from '../k12-cart';
import { useK12Costs } from '../use-k12-costs';
import { CostsSummary, DayCosts } from './k12-cart-costs';
import { PaymentForm } from './k12-payment-form';
import { PayWhatYouCan } from './pay-what-you-can';
import { SubsidyCode } from './subsidy-code';
import { card, danger, dayLabel, type PlacedOrder } from './ui';

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
  const fullPrice = useFullPrice(data, index);
  const { groups, choice, costs, summary } = useK12Costs(cart, restaurantId, subsidyCode, chosen);
  // None while the cart is priced: the last answer was another cart's, and the cart bar shows it undimmed.
  const charged = groups.length > 0 && !costs.isFetching ? (summary?.amountToCharge ?? null) : null;
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
                {g.lines.map((l) => (
                  <K12CartLine
                    key={String(l.orderId)}
                    line={l}
                    text={textOf(l)}
                    fullPrice={fullPrice(l)}
                    locale={locale}
                    onRemove={() => setCart((c) => removeLine(c, g.date, g.studentId, Number(l.orderId)))}
                  />
                ))}
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
          <K12Costs
            costs={costs}
            summary={summary}
            days={daysPriced(costs.data?.orders, groups)}
            chosen={chosen}
            onChoose={setChosen}
            locale={locale}
          />
          <PaymentForm
            slug={data.restaurant.slug}
            restaurantId={restaurantId}
            cart={cart}
            groups={groups}
            contact={contact}
            costs={costs.isFetching || costs.isError ? null : (costs.data ?? null)}
            charged={summary?.amountToCharge ?? null}
            choice={choice}
            onPlaced={(orders) => {
              setCart(() => ({}));
              onPlaced(placedOrders(groups, orders, nameOf));
            }}
            onPriceChanged={() => void costs.refetch()}
            locale={locale}
            timezone={data.restaurant.timezone}
          />
        </>
      )}
    </aside>
  );
}

/** One line of a day's cart: quantity, name and choices in the language shown, its price and a remove button. */
/**
 * Each line's price before a subsidy (cents), as the day's subtotal counts it (the subsidy is its own line under it):
 * a line priced for the parent below it shows it struck through, as the day's menu does.
 */
function useFullPrice(data: RestaurantDataFile, index: MenuIndex) {
  return useMemo(() => {
    const ctx = buildPriceContext(data, { now: currentTime(), index });
    return (l: K12Line) => {
      const priced = priceLine(ctx, l);
      return priced.ok ? priced.line.price : null;
    };
  }, [data, index]);
}

function K12CartLine({
  line,
  text,
  fullPrice,
  locale,
  onRemove,
}: {
  line: K12Line;
  text: { name: string; options: string[] };
  /** The line's price before a subsidy (cents), null for an item the menu no longer has. */
  fullPrice: number | null;
  locale: Locale;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex items-start justify-between gap-2 text-sm">
      <span className="min-w-0">
        {line.quantity} × {text.name}
        {text.options.length ? <span className="block text-muted">{text.options.join(' · ')}</span> : null}
      </span>
      <span className="flex shrink-0 items-center gap-2">
        <span>
          {money(toCents(line.orderPrice), locale)}
          {fullPrice !== null && fullPrice > toCents(line.orderPrice) && (
            <s className="ms-2 text-muted">{money(fullPrice, locale)}</s>
          )}
        </span>
        <button
          type="button"
          className="text-muted underline"
          aria-label={t('k12.removeItem', { item: text.name })}
          onClick={onRemove}
        >
          {t('k12.remove')}
        </button>
      </span>
    </li>
  );
}

/**
 * The days the total shown covers: those the server priced. While a day just added is being priced, the last answer
 * (one day fewer) is shown dimmed, and its total must not be read as the new cart's ("Total for 2 days" on one
 * day's amount).
 */
function daysPriced(
  orders: readonly { date: string }[] | undefined,
  groups: readonly { date: string }[],
): number {
  return new Set((orders?.length ? orders : groups).map((o) => o.date)).size;
}

/** The costs under the cart: a failure, the pay-what-you-can choice, and the summary (or that it is loading). */
function K12Costs({
  costs,
  summary,
  days,
  chosen,
  onChoose,
  locale,
}: {
  costs: ReturnType<typeof useK12Costs>['costs'];
  summary: ReturnType<typeof useK12Costs>['summary'];
  days: number;
  chosen: number | null;
  onChoose: (amount: number | null) => void;
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
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
          onChoose={onChoose}
        />
      )}
      {costs.data ? (
        <CostsSummary
          costs={costs.data}
          summary={summary}
          days={days}
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
    </>
  );
}

/** Each date and student's placed order: the payment's answer lists them in the order of the cart's groups. */
const placedOrders = (
  groups: { date: string; studentId: string }[],
  orders: K12CheckoutAnswer['orders'],
  nameOf: (studentId: string) => string,
): PlacedOrder[] =>
  groups.map((g, i) => ({
    date: g.date,
    student: nameOf(g.studentId),
    number: orders[i]?.number ?? 0,
    id: orders[i]?.id ?? '',
    charged: orders[i]?.charged ?? null,
  }));
