import { addToCart, removeFromCart, updateQuantity } from '@ordering/domain/cart/add-item';
import type { CartItem, CartOptionGroup } from '@ordering/domain/cart/cart-item';
import { defaultSelections, missingRequiredGroups } from '@ordering/domain/cart/options';
import { toCartItemBody } from '@ordering/domain/contracts/cart-convert';
import type { CounterOrder } from '@ordering/domain/contracts/kitchen';
import { localized } from '@ordering/domain/menu/convert';
import type { DataFileMenu, OptionGroup } from '@ordering/domain/menu/data-file';
import { toCents } from '@ordering/domain/money/money';
import { isAnswered, questionsFor, unansweredRequired } from '@ordering/domain/ordering/custom-questions';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { counterQuoteQuery, menuFileQuery, placeCounterOrder, type StaffRestaurant } from '../api';
import { type CounterItem, counterLine, counterMenus, counterSections } from '../counter-order';
import { timeOf } from '../ticket-format';
import { CounterOptions } from './counter-options';
import { type CounterPlace, CounterPlaceFields, placeChosen } from './counter-place';
import { type CounterAnswers, CounterQuestions } from './counter-questions';
import { CounterQuoteSummary } from './counter-quote';
import { inputClass, panel, primaryButton, secondaryButton } from './ui';

/** A key for one order: kept while a tap may be repeated (no answer came), new once the server answered. */
const newKey = () =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

/** The names of a line's chosen options, nested ones included. */
function optionNames(
  groups: readonly OptionGroup[],
  chosen: readonly CartOptionGroup[],
  lang: 'en' | 'fr',
): string[] {
  return chosen.flatMap((c) => {
    const group = groups.find((g) => g.id === c.id);
    return c.values.flatMap((v) => {
      const value = group?.values.find((x) => x.id === v.id);
      return value ? [localized(value, 'name', lang), ...optionNames(value.options, v.options, lang)] : [];
    });
  });
}

/**
 * An order staff take on the phone or at the counter (decisions 049 and 056): items with their options, the kitchen's
 * quote and the total before placing, the diner's name and phone; a pickup as soon as possible or at a later slot, or
 * a table; paid at the counter. It lands on the board like any order, paced in the same buckets. On a phone the
 * total and the Place button stay in a bar at the bottom, reachable under the long list of items.
 */
export function CounterOrderForm({ restaurant, locale }: { restaurant: StaffRestaurant; locale: Locale }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const lang = menuLocale(locale);
  const file = useQuery(menuFileQuery(restaurant.slug)).data;
  const [place, setPlace] = useState<CounterPlace>({ way: 'now' });
  const atTable = place.way === 'table';
  const menus = useMemo(() => (file ? counterMenus(file, atTable) : []), [file, atTable]);
  const [menuId, setMenuId] = useState<string | null>(null);
  const menu: DataFileMenu | undefined = menus.find((m) => m.id === menuId) ?? menus[0];
  const [picking, setPicking] = useState<{ picked: CounterItem; options: CartOptionGroup[] } | null>(null);
  const [lines, setLines] = useState<CartItem[]>([]);
  const [name, setName] = useState('');
  const [phone, setPhone] = useState('');
  const [notes, setNotes] = useState('');
  const [answers, setAnswers] = useState<CounterAnswers>({});
  // The questions a diner ordering a pickup, or at a table, is asked (a food allergy...): staff ask them.
  const questions = useMemo(
    () => (file ? questionsFor(file.order_options.custom_questions, [atTable ? 'dine-in' : 'pickup']) : []),
    [file, atTable],
  );
  const unanswered = unansweredRequired(questions, answers);
  const [key, setKey] = useState(newKey);
  const [placed, setPlaced] = useState<CounterOrder | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const bodies = useMemo(() => lines.map(toCartItemBody), [lines]);
  const quote = useQuery({
    ...counterQuoteQuery(restaurant.id, bodies, atTable),
    placeholderData: keepPreviousData,
  });
  // A table orders from the dine-in menus, a pickup from the take-out ones: lines of the other kind are not kept.
  const changePlace = (next: CounterPlace) => {
    if ((next.way === 'table') !== atTable) {
      setLines([]);
      setMenuId(null);
      setPicking(null);
    }
    setPlace(next);
  };
  const itemOf = (line: CartItem) =>
    file?.menus
      .find((m) => m.id === line.menu_id)
      ?.sections.flatMap((s) => s.items)
      .find((i) => i.id === line.id) ??
    file?.menus.find((m) => m.id === line.menu_id)?.items.find((i) => i.id === line.id);

  const placeOrder = useMutation({
    mutationFn: () =>
      placeCounterOrder(
        restaurant.id,
        {
          items: bodies,
          name: name.trim(),
          phone: phone.trim(),
          total: quote.data!.total,
          ...(notes.trim() ? { notes: notes.trim() } : {}),
          questions: questions
            .filter((q) => isAnswered(answers[q.id]))
            .map((q) => ({ id: q.id, answer: answers[q.id]! })),
          ...(place.way === 'later' ? { pickupTime: place.slot } : {}),
          ...(place.way === 'table'
            ? {
                table: {
                  ...(place.location ? { location: place.location } : {}),
                  number: place.number.trim(),
                },
              }
            : {}),
        },
        key,
      ),
    onSuccess: (order) => {
      setPlaced(order);
      setLines([]);
      setName('');
      setPhone('');
      setNotes('');
      setAnswers({});
      setPlace({ way: 'now' });
      setProblem(null);
      setKey(newKey());
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setProblem(t('staff.errors.generic'));
      // The server answered: the next tap is another attempt.
      setKey(newKey());
      if (error.code === 428) {
        void quote.refetch();
        return setProblem(t('staff.counter.priceChanged'));
      }
      // A slot taken meanwhile: the day's slots are asked again, so it shows full.
      if (error.code === 417) void queryClient.invalidateQueries({ queryKey: ['staff', 'counter-slots'] });
      setProblem(error.message || t('staff.errors.generic'));
    },
  });

  const add = (picked: CounterItem, options: CartOptionGroup[]) => {
    setLines((held) => addToCart(held, counterLine(menu!, picked, options, 0)));
    setPicking(null);
    setPlaced(null);
  };
  const missing = picking
    ? missingRequiredGroups(picking.picked.item.options, picking.options).length > 0
    : false;
  const ready = quote.data && lines.length > 0 && !quote.isPlaceholderData;
  const contactGiven = name.trim() !== '' && phone.trim() !== '';
  const canPlace =
    ready &&
    contactGiven &&
    unanswered.length === 0 &&
    placeChosen(place) &&
    quote.data?.readyAt !== null &&
    !placeOrder.isPending;

  return (
    <main id="main" className="mx-auto max-w-6xl space-y-4 px-4 pt-4 pb-28 lg:pb-4">
      <h1 className="font-display text-2xl font-semibold">{t('staff.counter.title')}</h1>
      <p className="text-muted">{t('staff.counter.intro')}</p>
      {placed ? (
        <p role="status" className="rounded-lg bg-green-100 px-3 py-2 font-semibold text-green-900">
          {t('staff.counter.placed', {
            number: placed.number,
            time: timeOf(placed.readyAt, restaurant.timezone, locale),
          })}
        </p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[1fr_24rem]">
        <section aria-labelledby="counter-items" className={panel}>
          <h2 id="counter-items" className="text-lg font-semibold">
            {t('staff.counter.items')}
          </h2>
          {menus.length > 1 ? (
            <label className="mt-2 block">
              <span className="font-semibold">{t('staff.counter.menu')}</span>
              <select
                className={`mt-1 ${inputClass}`}
                value={menu?.id ?? ''}
                onChange={(e) => {
                  setMenuId(e.target.value);
                  setPicking(null);
                }}
              >
                {menus.map((m) => (
                  <option key={m.id} value={m.id}>
                    {localized(m, 'name', lang)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {!file ? <p className="text-muted">{t('staff.loading')}</p> : null}
          {menu
            ? counterSections(menu).map((section) => (
                <div key={section.id ?? 'loose'} className="mt-3">
                  <h3 className="font-semibold text-muted">{localized(section.title, 'name', lang)}</h3>
                  <div className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-3">
                    {section.items.map((picked) => (
                      <button
                        key={picked.item.id}
                        type="button"
                        aria-pressed={picking?.picked.item.id === picked.item.id}
                        className={`${secondaryButton} text-left`}
                        onClick={() =>
                          picked.item.options.length > 0
                            ? setPicking({ picked, options: defaultSelections(picked.item.options) })
                            : add(picked, [])
                        }
                      >
                        <span className="block">{localized(picked.item, 'name', lang)}</span>
                        <span className="block text-sm font-normal text-muted">
                          {money(toCents(picked.item.price ?? 0), locale)}
                        </span>
                      </button>
                    ))}
                  </div>
                  {picking && section.items.some((i) => i.item.id === picking.picked.item.id) ? (
                    <form
                      aria-label={t('staff.counter.options', {
                        item: localized(picking.picked.item, 'name', lang),
                      })}
                      className="mt-2 rounded-lg bg-canvas p-3"
                      onSubmit={(e) => {
                        e.preventDefault();
                        if (!missing) add(picking.picked, picking.options);
                      }}
                    >
                      <p className="font-semibold">
                        {t('staff.counter.options', { item: localized(picking.picked.item, 'name', lang) })}
                      </p>
                      <CounterOptions
                        groups={picking.picked.item.options}
                        selections={picking.options}
                        locale={locale}
                        onChange={(options) => setPicking({ ...picking, options })}
                      />
                      {missing ? (
                        <p className="mt-2 text-sm text-muted">{t('staff.counter.missing')}</p>
                      ) : null}
                      <div className="mt-2 flex gap-2">
                        <button type="submit" disabled={missing} className={primaryButton}>
                          {t('staff.counter.add')}
                        </button>
                        <button type="button" className={secondaryButton} onClick={() => setPicking(null)}>
                          {t('staff.counter.cancel')}
                        </button>
                      </div>
                    </form>
                  ) : null}
                </div>
              ))
            : null}
        </section>
        <section aria-labelledby="counter-order" className={`${panel} space-y-3 self-start`}>
          <h2 id="counter-order" className="text-lg font-semibold">
            {t('staff.counter.order')}
          </h2>
          {lines.length === 0 ? <p className="text-muted">{t('staff.counter.empty')}</p> : null}
          <ul className="space-y-2">
            {lines.map((line) => {
              const item = itemOf(line);
              const itemName = item ? localized(item, 'name', lang) : line.id;
              const chosen = item ? optionNames(item.options, line.orderOptions, lang) : [];
              return (
                <li key={line.orderId} className="flex items-start gap-2" data-testid="counter-line">
                  <span className="w-16 shrink-0">
                    <input
                      type="number"
                      min={1}
                      max={99}
                      value={line.quantity}
                      aria-label={t('staff.counter.quantity', { item: itemName })}
                      onChange={(e) =>
                        setLines((held) => updateQuantity(held, line.orderId, Number(e.target.value)))
                      }
                      className={inputClass}
                    />
                  </span>
                  <span className="flex-1">
                    <span className="block font-semibold">{itemName}</span>
                    {chosen.length ? (
                      <span className="block text-sm text-muted">{chosen.join(', ')}</span>
                    ) : null}
                  </span>
                  <button
                    type="button"
                    aria-label={t('staff.counter.removeItem', { item: itemName })}
                    className="min-h-11 px-2 text-sm font-semibold text-red-800 underline"
                    onClick={() => setLines((held) => removeFromCart(held, line.orderId))}
                  >
                    {t('staff.counter.remove')}
                  </button>
                </li>
              );
            })}
          </ul>
          {file ? (
            <CounterPlaceFields
              restaurant={restaurant}
              file={file}
              items={bodies}
              place={place}
              onChange={changePlace}
              locale={locale}
            />
          ) : null}
          {lines.length > 0 ? (
            <CounterQuoteSummary quote={quote} restaurant={restaurant} locale={locale} place={place} />
          ) : null}
          <label className="block">
            <span className="font-semibold">{t('staff.counter.name')}</span>
            <input
              className={`mt-1 ${inputClass}`}
              value={name}
              autoComplete="off"
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label className="block">
            <span className="font-semibold">{t('staff.counter.phone')}</span>
            <input
              className={`mt-1 ${inputClass}`}
              type="tel"
              value={phone}
              autoComplete="off"
              onChange={(e) => setPhone(e.target.value)}
            />
          </label>
          <label className="block">
            <span className="font-semibold">{t('staff.counter.notes')}</span>
            <textarea
              className={`mt-1 ${inputClass}`}
              rows={2}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
            />
          </label>
          <CounterQuestions questions={questions} answers={answers} onChange={setAnswers} locale={locale} />
          {problem ? (
            <p role="alert" className="text-red-800">
              {problem}
            </p>
          ) : null}
          {lines.length > 0 && !contactGiven ? (
            <p className="text-sm text-muted">{t('staff.counter.needContact')}</p>
          ) : null}
          {lines.length > 0 && unanswered.length > 0 ? (
            <p className="text-sm text-muted">{t('staff.counter.needAnswers')}</p>
          ) : null}
          {/* On a phone the total and the Place button stay in a bar at the bottom of the screen, reachable under
              the long list of items; on a wide screen they close the order's column. */}
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
              disabled={!canPlace}
              onClick={() => placeOrder.mutate()}
            >
              {placeOrder.isPending ? t('staff.counter.placing') : t('staff.counter.place')}
            </button>
          </div>
        </section>
      </div>
    </main>
  );
}
