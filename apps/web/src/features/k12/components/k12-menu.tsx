/**
 * The parent's K-12 screen (DESIGN.md section 15, ordering.md section 4 "K-12"): signed in where the program requires
 * it (k12_requires_login, default true), the parent picks a student and a week (`selectedWeek`, its Monday), sees
 * the school days with their menus priced for them, and adds items per day and student. The cart is kept on the
 * device per date and student; dates past the cutoff are removed when the menus load. One payment places one order
 * per date and student (create-k12-order).
 */
import type { RotationalDayView, RotationalItemView } from '@ordering/domain/contracts/k12';
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { toCents } from '@ordering/domain/money/money';
import { currentWeek, selectedWeekRange, weekOf } from '@ordering/domain/ordering/k12-week';
import { useQuery } from '@tanstack/react-query';
import { addDays, format } from 'date-fns';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { currentTime } from '../../../lib/clock';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { useSession } from '../../../lib/session/use-session';
import { createK12Order, fetchRotationalMenus } from '../api';
import {
  addLine,
  cartLines,
  cartSubtotal,
  dropPastDates,
  type K12Cart,
  type K12Line,
  readK12Cart,
  removeLine,
  toRotationalMenuOrders,
  writeK12Cart,
} from '../k12-cart';

const card = 'rounded-2xl border border-line bg-surface p-4';
const button =
  'rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-brand';
const ghost =
  'rounded-full border border-line px-3 py-1.5 text-sm font-semibold hover:bg-canvas disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand';

/** The spec's fetching flag: stays on for 300 ms after the call ends, so the week does not flicker. */
function useLingering(on: boolean, ms = 300): boolean {
  const [shown, setShown] = useState(on);
  useEffect(() => {
    if (on) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return shown;
}

function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
}

const dayLabel = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );

export function K12Menu({ data, locale }: { data: RestaurantDataFile; locale: Locale }) {
  const { t } = useTranslation();
  const restaurant = data.restaurant;
  const session = useSession(restaurant.id);
  const [params, setParams] = useSearchParams();
  const zone = restaurant.timezone;
  const now = currentTime();
  const range = selectedWeekRange(params.get('selectedWeek'), now, zone);
  const thisWeek = currentWeek(now, zone);
  const [cart, setCart] = useState<K12Cart>(() => readK12Cart(restaurant.slug));
  const [studentId, setStudentId] = useState<string | null>(params.get('student'));
  const [placed, setPlaced] = useState<
    { date: string; student: string; number: number; id: string }[] | null
  >(null);
  const needsLogin = data.order_options.k12_requires_login;
  const signedIn = session.status === 'user';
  const students = session.status === 'user' ? session.profile.students : [];
  const student = students.find((s) => s.id === studentId) ?? students[0] ?? null;

  const menus = useQuery({
    queryKey: [
      'rotational-menus',
      restaurant.id,
      range.start,
      range.end,
      session.profile?.id ?? null,
      session.profile?.subsidyCode ?? null,
    ],
    queryFn: () => fetchRotationalMenus(restaurant.id, range.start, range.end),
    enabled: signedIn || (!needsLogin && session.status === 'guest'),
  });
  const fetching = useLingering(menus.isFetching);

  // Dates past the cutoff leave the cart as soon as the server says where the cutoff is.
  const cutoff = menus.data?.cutoff_date;
  useEffect(() => {
    if (!cutoff) return;
    setCart((c) => {
      const { cart: kept, removed } = dropPastDates(c, cutoff);
      return removed.length > 0 ? kept : c;
    });
  }, [cutoff]);
  useEffect(() => writeK12Cart(restaurant.slug, cart), [cart, restaurant.slug]);

  const goToWeek = (start: string) => {
    const next = new URLSearchParams(params);
    next.set('selectedWeek', start);
    setParams(next, { replace: true });
  };

  if (session.status === 'loading') return <p className="p-4 text-muted">{t('k12.loading')}</p>;
  if (needsLogin && !signedIn) {
    const query = new URLSearchParams(params);
    query.set('restaurant', restaurant.slug);
    return (
      <section className={`${card} mx-auto my-6 max-w-xl`}>
        <h2 className="text-lg font-bold">{t('k12.loginTitle')}</h2>
        <p className="mt-2 text-muted">{t('k12.loginRequired')}</p>
        <Link className={`${button} mt-4 inline-block`} to={`/login?${query.toString()}`}>
          {t('k12.login')}
        </Link>
      </section>
    );
  }
  if (placed) return <K12Placed placed={placed} slug={restaurant.slug} onMore={() => setPlaced(null)} />;

  // Weekends are listed only when the cycle serves something on them.
  const schoolDays = (menus.data?.days ?? []).filter(
    (d) => !(d.weekday === 'saturday' || d.weekday === 'sunday') || d.items.length > 0,
  );
  const noMenus = menus.isSuccess && schoolDays.every((d) => d.items.length === 0);

  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-4 lg:grid-cols-[1fr_22rem]">
      <div className="grid gap-4">
        <section className={card} aria-labelledby="k12-student">
          <h2 id="k12-student" className="font-bold">
            {t('k12.student')}
          </h2>
          {students.length === 0 ? (
            <p className="mt-2 text-muted">
              {t('k12.noStudents')}{' '}
              <Link
                className="font-semibold text-brand underline"
                to={`/profile/students/create?restaurant=${restaurant.slug}`}
              >
                {t('k12.addStudent')}
              </Link>
            </p>
          ) : (
            <div className="mt-2 flex flex-wrap gap-2">
              {students.map((s) => (
                <button
                  key={s.id}
                  type="button"
                  aria-pressed={student?.id === s.id}
                  onClick={() => setStudentId(s.id)}
                  className={`${ghost} ${student?.id === s.id ? 'border-brand bg-brand text-brand-contrast hover:bg-brand' : ''}`}
                >
                  {s.name}
                  <span className="sr-only">, </span>
                  <span className="ms-1 font-normal opacity-80">
                    {[s.school, s.classroom].filter(Boolean).join(' · ')}
                  </span>
                </button>
              ))}
            </div>
          )}
        </section>

        <section className={card} aria-labelledby="k12-week">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="k12-week" className="font-bold">
              {t('k12.weekOf', { date: dayLabel(range.start, locale) })}
            </h2>
            <div className="flex gap-2">
              <button
                type="button"
                className={ghost}
                disabled={range.start <= thisWeek.start}
                onClick={() =>
                  goToWeek(
                    weekOf(format(addDays(new Date(`${range.start}T12:00:00Z`), -7), 'yyyy-MM-dd')).start,
                  )
                }
              >
                {t('k12.previousWeek')}
              </button>
              <button
                type="button"
                className={ghost}
                onClick={() =>
                  goToWeek(
                    weekOf(format(addDays(new Date(`${range.start}T12:00:00Z`), 7), 'yyyy-MM-dd')).start,
                  )
                }
              >
                {t('k12.nextWeek')}
              </button>
            </div>
          </div>
          {fetching && (
            <p className="mt-2 text-sm text-muted" role="status">
              {t('k12.loadingWeek')}
            </p>
          )}
          {menus.isError && (
            <p className="mt-2 text-danger" role="alert">
              {menus.error instanceof ApiError ? menus.error.message : t('k12.menusFailed')}
            </p>
          )}
          {noMenus && <p className="mt-2 text-muted">{t('k12.noMenusThisWeek')}</p>}
        </section>

        {!noMenus &&
          schoolDays.map((day) => (
            <K12Day
              key={day.date}
              day={day}
              locale={locale}
              canAdd={student !== null}
              lines={student ? (cart[day.date]?.[student.id] ?? []) : []}
              onAdd={(line) => student && setCart((c) => addLine(c, day.date, student.id, line))}
            />
          ))}
      </div>
      {cartLines(cart).length > 0 && (
        // On a phone the cart sits under five long days: a bar at the foot of the screen leads to it.
        <a
          href="#k12-cart-panel"
          className="fixed inset-x-4 bottom-4 z-10 flex justify-between rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast shadow-lg lg:hidden"
        >
          <span>
            {t('k12.viewCart', { count: cartLines(cart).reduce((n, l) => n + l.line.quantity, 0) })}
          </span>
          <span>{money(toCents(cartSubtotal(cart)), locale)}</span>
        </a>
      )}
      <K12CartPanel
        cart={cart}
        setCart={setCart}
        locale={locale}
        students={students}
        restaurantId={restaurant.id}
        email={session.profile?.email ?? ''}
        name={session.profile ? `${session.profile.firstName} ${session.profile.lastName}`.trim() : ''}
        phone={session.profile?.phoneNumber ?? ''}
        onPlaced={setPlaced}
      />
    </div>
  );
}

function K12Day({
  day,
  locale,
  canAdd,
  lines,
  onAdd,
}: {
  day: RotationalDayView;
  locale: Locale;
  canAdd: boolean;
  lines: K12Line[];
  onAdd: (line: K12Line) => void;
}) {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState<RotationalItemView | null>(null);
  const headingId = `k12-day-${day.date}`;
  return (
    <section className={card} aria-labelledby={headingId} data-date={day.date}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold first-letter:uppercase">
          {dayLabel(day.date, locale)}
        </h3>
        {lines.length > 0 && (
          <span className="text-sm font-semibold text-brand">
            {t('k12.inCartForDay', { count: lines.reduce((n, l) => n + l.quantity, 0) })}
          </span>
        )}
      </div>
      {!day.orderable && (
        <p className="mt-1 text-sm text-muted">
          {day.reason === 'holiday' && day.holiday_name
            ? t('k12.reason.holidayNamed', { name: day.holiday_name })
            : t(`k12.reason.${day.reason ?? 'closed'}`, { defaultValue: t('k12.reason.closed') })}
        </p>
      )}
      {day.items.length > 0 && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {day.items.map((item) => (
            <li
              key={item.id}
              className="flex items-center justify-between gap-3 rounded-xl border border-line p-3"
            >
              <div className="min-w-0">
                <p className="font-semibold">{item.name}</p>
                <p className="text-sm text-muted">
                  {money(toCents(item.price), locale)}
                  {item.price < item.base_price && (
                    <s className="ms-2 opacity-70">{money(toCents(item.base_price), locale)}</s>
                  )}
                </p>
              </div>
              {day.orderable && (
                <button
                  type="button"
                  className={ghost}
                  disabled={!canAdd || item.sold_out || item.unavailable}
                  aria-label={t('k12.addItemOn', { item: item.name, day: dayLabel(day.date, locale) })}
                  onClick={() => (item.options.length > 0 ? setChoosing(item) : onAdd(toLine(item, [])))}
                >
                  {t('k12.add')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {choosing && (
        <OptionChooser
          item={choosing}
          locale={locale}
          onCancel={() => setChoosing(null)}
          onAdd={(options) => {
            onAdd(toLine(choosing, options));
            setChoosing(null);
          }}
        />
      )}
    </section>
  );
}

type Group = RotationalItemView['options'][number] & {
  id: string;
  name: string;
  required: boolean;
  values: { id: string; name: string; price: number; default_selection: boolean; sold_out?: boolean }[];
};

function toLine(item: RotationalItemView, chosen: { group: Group; valueId: string }[]): K12Line {
  const addOns = chosen.reduce((s, c) => s + (c.group.values.find((v) => v.id === c.valueId)?.price ?? 0), 0);
  const unit = Math.round((item.price + addOns) * 100) / 100;
  return {
    id: item.id,
    menu_id: item.menu_id,
    section_id: item.section_id,
    orderId: 0,
    quantity: 1,
    orderPrice: unit,
    orderOptions: chosen.map((c) => ({
      id: c.group.id,
      values: [
        {
          id: c.valueId,
          quantity: 1,
          adjustedPrice: c.group.values.find((v) => v.id === c.valueId)?.price ?? 0,
          options: [],
        },
      ],
    })),
    name: item.name,
    unitPrice: unit,
  };
}

/** One choice per option group (a school meal's drink and fruit); required groups start on their default. */
function OptionChooser({
  item,
  locale,
  onAdd,
  onCancel,
}: {
  item: RotationalItemView;
  locale: Locale;
  onAdd: (chosen: { group: Group; valueId: string }[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const groups = item.options as Group[];
  const [picked, setPicked] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      groups
        .filter((g) => g.required)
        .map((g) => [
          g.id,
          (g.values.find((v) => v.default_selection && !v.sold_out) ?? g.values.find((v) => !v.sold_out))
            ?.id ?? '',
        ]),
    ),
  );
  const missing = groups.some((g) => g.required && !picked[g.id]);
  return (
    <div className="mt-3 rounded-xl border border-brand p-3">
      <p className="font-semibold">{item.name}</p>
      {groups.map((g) => (
        <fieldset key={g.id} className="mt-2">
          <legend className="text-sm font-semibold">
            {g.name}
            {g.required && <span className="ms-1 text-muted">({t('k12.required')})</span>}
          </legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {g.values.map((v) => (
              <label
                key={v.id}
                className="flex items-center gap-1 rounded-full border border-line px-3 py-1 text-sm"
              >
                <input
                  type="radio"
                  name={`${item.id}-${g.id}`}
                  checked={picked[g.id] === v.id}
                  disabled={v.sold_out}
                  onChange={() => setPicked((p) => ({ ...p, [g.id]: v.id }))}
                />
                {v.name}
                {v.price > 0 && <span className="text-muted"> +{money(toCents(v.price), locale)}</span>}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      {missing && <p className="mt-2 text-sm text-danger">{t('k12.requiredFields')}</p>}
      <div className="mt-3 flex gap-2">
        <button
          type="button"
          className={button}
          disabled={missing}
          onClick={() =>
            onAdd(
              groups.filter((g) => picked[g.id]).map((g) => ({ group: g, valueId: picked[g.id] as string })),
            )
          }
        >
          {t('k12.addToDay')}
        </button>
        <button type="button" className={ghost} onClick={onCancel}>
          {t('k12.cancel')}
        </button>
      </div>
    </div>
  );
}

function K12CartPanel({
  cart,
  setCart,
  locale,
  students,
  restaurantId,
  email,
  name,
  phone,
  onPlaced,
}: {
  cart: K12Cart;
  setCart: (update: (c: K12Cart) => K12Cart) => void;
  locale: Locale;
  students: { id: string; name: string }[];
  restaurantId: number | string;
  email: string;
  name: string;
  phone: string;
  onPlaced: (placed: { date: string; student: string; number: number; id: string }[]) => void;
}) {
  const { t } = useTranslation();
  const lines = cartLines(cart);
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvd, setCvd] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [key, setKey] = useState(newKey);
  const nameOf = (id: string) => students.find((s) => s.id === id)?.name ?? '';
  const groups = useMemo(() => {
    const out: { date: string; studentId: string; lines: K12Line[] }[] = [];
    for (const { date, studentId, line } of lines) {
      const last = out[out.length - 1];
      if (last && last.date === date && last.studentId === studentId) last.lines.push(line);
      else out.push({ date, studentId, lines: [line] });
    }
    return out;
  }, [lines]);

  const pay = async () => {
    setError(null);
    setPaying(true);
    try {
      const answer = await createK12Order(restaurantId, key, {
        type: 'school',
        data: {
          config: { restaurantId: String(restaurantId) },
          items: [],
          costs: {},
          rotationalMenuOrders: toRotationalMenuOrders(cart),
          checkout: {
            paymentMethod: 'credit_card',
            contact: { full_name: name, email, phone_number: phone },
            card: { number: cardNumber, expiry_date: expiry, cvd },
          },
        },
        pickup_time: new Date(`${groups[0]?.date ?? '2000-01-01'}T16:00:00Z`).toISOString(),
      });
      const placed = groups.map((g, i) => ({
        date: g.date,
        student: nameOf(g.studentId),
        number: answer.orders[i]?.number ?? 0,
        id: answer.orders[i]?.id ?? '',
      }));
      setCart(() => ({}));
      onPlaced(placed);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('k12.payFailed'));
      // The server answered: the next attempt is a new one.
      if (err instanceof ApiError) setKey(newKey());
    } finally {
      setPaying(false);
    }
  };

  return (
    <aside
      className={`${card} mb-20 h-fit scroll-mt-20 lg:sticky lg:top-20 lg:mb-0`}
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
                  <li key={String(l.orderId)} className="flex items-center justify-between gap-2 text-sm">
                    <span>
                      {l.quantity} × {l.name}
                    </span>
                    <span className="flex items-center gap-2">
                      {money(toCents(l.orderPrice), locale)}
                      <button
                        type="button"
                        className="text-muted underline"
                        aria-label={t('k12.removeItem', { item: l.name })}
                        onClick={() => setCart((c) => removeLine(c, g.date, g.studentId, Number(l.orderId)))}
                      >
                        {t('k12.remove')}
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {groups.length > 0 && (
        <>
          <p className="mt-3 flex justify-between border-t border-line pt-2 font-semibold">
            <span>{t('k12.subtotal')}</span>
            <span>{money(toCents(cartSubtotal(cart)), locale)}</span>
          </p>
          <p className="text-xs text-muted">{t('k12.taxesAtPayment')}</p>
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
                className="w-full min-w-0 rounded-lg border border-line px-3 py-2"
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
                  className="w-full min-w-0 rounded-lg border border-line px-3 py-2"
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
                  className="w-full min-w-0 rounded-lg border border-line px-3 py-2"
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  value={cvd}
                  onChange={(e) => setCvd(e.target.value)}
                  required
                />
              </label>
            </div>
            {error && (
              <p className="text-sm text-danger" role="alert">
                {error}
              </p>
            )}
            <button type="submit" className={button} disabled={paying}>
              {paying ? t('k12.paying') : t('k12.pay', { count: groups.length })}
            </button>
          </form>
        </>
      )}
    </aside>
  );
}

function K12Placed({
  placed,
  slug,
  onMore,
}: {
  placed: { date: string; student: string; number: number; id: string }[];
  slug: string;
  onMore: () => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = (i18n.language === 'fr-CA' ? 'fr-CA' : 'en-CA') as Locale;
  return (
    <section className={`${card} mx-auto my-6 max-w-xl`} aria-labelledby="k12-placed">
      <h2 id="k12-placed" className="text-xl font-bold">
        {t('k12.placedTitle', { count: placed.length })}
      </h2>
      <ul className="mt-3 grid gap-2">
        {placed.map((p) => (
          <li key={p.id} className="flex justify-between gap-2 rounded-xl border border-line p-3">
            <span className="first-letter:uppercase">
              {dayLabel(p.date, locale)} · {p.student}
            </span>
            <Link className="font-semibold text-brand underline" to={`/${slug}/orders/${p.id}`}>
              {t('k12.orderNumber', { number: p.number })}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Link className={button} to={`/profile/receipts?restaurant=${slug}`}>
          {t('k12.receipts')}
        </Link>
        <button type="button" className={ghost} onClick={onMore}>
          {t('k12.orderMore')}
        </button>
      </div>
    </section>
  );
}
