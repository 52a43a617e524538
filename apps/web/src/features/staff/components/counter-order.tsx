import type { CounterOrder } from '@ordering/domain/contracts/kitchen';
import { toCents } from '@ordering/domain/money/money';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import type { StaffRestaurant } from '../api';
import { type CounterOrderState, useCounterOrder } from '../hooks/use-counter-order';
import { timeOf } from '../ticket-format';
import { CounterItems } from './counter-items';
import { CounterLines } from './counter-lines';
import { CounterPaymentChoice } from './counter-payment';
import { CounterPlaceFields } from './counter-place';
import { CounterQuestions } from './counter-questions';
import { CounterQuoteSummary } from './counter-quote';
import { CounterTableTabChoice, tabWords } from './counter-table-tab';
import { inputClass, panel, primaryButton } from './ui';

/**
 * An order staff take on the phone or at the counter (decisions 049 and 056): items with their options, the kitchen's
 * quote and the total before placing, the diner's name and phone; a pickup as soon as possible or at a later slot, or
 * a table; paid at the counter or by a card over the phone (decision 074), or, for a table with an open tab, on the
 * tab by default (decision 068). It lands on the board like any order, paced in the same buckets. On a phone the
 * total and the Place button stay in a bar at the bottom, reachable under the long list of items.
 */
export function CounterOrderForm({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const order = useCounterOrder(restaurant, locale);
  const { file, lines, placed, problem, quote } = order;
  const { register } = order.contact;
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-4 px-4 pt-4 pb-28 lg:pb-4">
      <h1 className="font-display text-2xl font-semibold">{t('staff.counter.title')}</h1>
      <p className="text-muted">{t('staff.counter.intro')}</p>
      {placed ? <PlacedNotice placed={placed} restaurant={restaurant} locale={locale} /> : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
        <CounterItems order={order} locale={locale} />
        <section aria-labelledby="counter-order" className={`${panel} space-y-3 self-start`}>
          <h2 id="counter-order" className="text-lg font-semibold">
            {t('staff.counter.order')}
          </h2>
          {lines.length === 0 ? <p className="text-muted">{t('staff.counter.empty')}</p> : null}
          <CounterLines file={file} lines={lines} setLines={order.setLines} locale={locale} />
          {file ? (
            <CounterPlaceFields
              restaurant={restaurant}
              file={file}
              items={order.bodies}
              place={order.place}
              onChange={order.changePlace}
              locale={locale}
            />
          ) : null}
          {order.place.way === 'table' && order.tableTab ? (
            <CounterTableTabChoice
              tab={order.tableTab}
              separate={order.separate}
              onSeparate={order.setSeparate}
              restaurant={restaurant}
              locale={locale}
            />
          ) : null}
          {lines.length > 0 ? (
            <CounterQuoteSummary
              quote={quote}
              restaurant={restaurant}
              locale={locale}
              place={order.place}
              onTab={order.onTab}
              byCard={order.byCard}
            />
          ) : null}
          {order.cardOffered ? <CounterPaymentChoice payment={order.payment} /> : null}
          <label className="block">
            <span className="font-semibold">{t('staff.counter.name')}</span>
            <input className={`mt-1 ${inputClass}`} autoComplete="off" {...register('name')} />
          </label>
          <label className="block">
            <span className="font-semibold">{t('staff.counter.phone')}</span>
            <input className={`mt-1 ${inputClass}`} type="tel" autoComplete="off" {...register('phone')} />
          </label>
          <label className="block">
            <span className="font-semibold">{t('staff.counter.notes')}</span>
            <textarea className={`mt-1 ${inputClass}`} rows={2} {...register('notes')} />
          </label>
          <CounterQuestions
            questions={order.questions}
            answers={order.answers}
            onChange={order.setAnswers}
            locale={locale}
          />
          {problem ? (
            <p role="alert" className="text-red-800">
              {problem}
            </p>
          ) : null}
          {lines.length > 0 && !order.contactGiven ? (
            <p className="text-sm text-muted">{t('staff.counter.needContact')}</p>
          ) : null}
          {lines.length > 0 && order.unanswered.length > 0 ? (
            <p className="text-sm text-muted">{t('staff.counter.needAnswers')}</p>
          ) : null}
          <CounterBar order={order} locale={locale} />
        </section>
      </div>
    </main>
  );
}

/** The order just placed: its number and time, the tab it went on, and what its card was charged. */
function PlacedNotice({
  placed,
  restaurant,
  locale,
}: {
  placed: CounterOrder;
  restaurant: StaffRestaurant;
  locale: Locale;
}) {
  const { t } = useTranslation();
  return (
    <p role="status" className="rounded-lg bg-green-100 px-3 py-2 font-semibold text-green-900">
      {placed.tab
        ? t('staff.counter.placedOnTab', {
            ...tabWords(placed.tab, restaurant, locale),
            number: placed.number,
            time: timeOf(placed.readyAt, restaurant.timezone, locale),
          })
        : t('staff.counter.placed', {
            number: placed.number,
            time: timeOf(placed.readyAt, restaurant.timezone, locale),
          })}
      {placed.card
        ? ` ${t('staff.counter.cardCharged', {
            amount: money(toCents(placed.card.amount), locale),
            last4: placed.card.last4,
          })}`
        : null}
    </p>
  );
}

/**
 * On a phone the total and the Place button stay in a bar at the bottom of the screen, reachable under the long list
 * of items; on a wide screen they close the order's column.
 */
function CounterBar({ order, locale }: { order: CounterOrderState; locale: Locale }) {
  const { t } = useTranslation();
  const { lines, quote } = order;
  return (
    <div
      data-testid="counter-bar"
      className="fixed inset-x-0 bottom-0 z-10 flex items-center gap-3 border-t border-line bg-surface px-4 py-3 shadow-lg lg:static lg:border-0 lg:p-0 lg:shadow-none"
    >
      <a href="#counter-order" className="min-w-0 flex-1 lg:hidden">
        <span className="block text-sm text-muted">
          {t('staff.counter.lines', { count: lines.reduce((n, l) => n + l.quantity, 0) })}
        </span>
        <span className="block text-lg font-bold" data-testid="counter-bar-total">
          {quote.data && lines.length > 0 ? money(toCents(quote.data.total), locale) : '—'}
        </span>
      </a>
      <button
        type="button"
        className={`${primaryButton} shrink-0 lg:w-full`}
        disabled={!order.canPlace}
        onClick={() => void order.submit()}
      >
        {order.placing ? t('staff.counter.placing') : t('staff.counter.place')}
      </button>
    </div>
  );
}
