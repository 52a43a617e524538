import type { StaffOrder } from '@ordering/domain/contracts/staff';
import { useTranslation } from 'react-i18next';
import { type Locale, menuLocale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { taxName } from '../../../lib/tax-name';
import {
  dateTimeOf,
  dayOf,
  dollars,
  isAllergyAlert,
  nameIn,
  returnedOf,
  sameLanguage,
  tenderName,
} from '../ticket-format';

/** The ticket's sections (ticket.tsx lays them out): each reads the order as the console shows it. */
export interface TicketPartProps {
  order: StaffOrder;
  timezone: string;
  locale: Locale;
}

export function TicketLines({ order, locale }: TicketPartProps) {
  const { t } = useTranslation();
  const money = (amount: number) => dollars(amount, locale);
  return (
    <section aria-labelledby="ticket-items">
      <h3 id="ticket-items" className="ticket-heading">
        {t('staff.ticket.items')}
      </h3>
      <ul className="divide-y divide-line">
        {order.lines.map((line) => (
          <li key={line.position} className="py-2">
            <div className="flex justify-between gap-2 font-semibold">
              <span>
                {line.quantity} × {nameIn(line, locale)}
              </span>
              <span>{money(line.price)}</span>
            </div>
            {line.options.length > 0 ? (
              <ul className="ml-4 text-sm">
                {line.options.map((o, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the options of a stored line never move.
                  <li key={i}>
                    {o.quantity > 1 ? `${o.quantity} × ` : ''}
                    {nameIn(o, locale)}
                    {/* A size or format sets the line's price (shown on the line): only an add-on's price is a surcharge. */}
                    {o.price && !o.setsPrice ? ` (+${money(o.price)})` : ''}
                  </li>
                ))}
              </ul>
            ) : null}
            {line.specialInstructions ? (
              <p className="ml-4 mt-1 rounded bg-amber-50 px-2 py-1 text-sm font-semibold text-amber-950">
                {t('staff.labelled', { label: t('staff.ticket.instructions') })} {line.specialInstructions}
              </p>
            ) : null}
            {line.refundedQuantity > 0 ? (
              <p className="ml-4 text-sm text-red-800">
                {t('staff.ticket.refundedUnits', { count: line.refundedQuantity })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function TicketFulfilment({ order, timezone, locale }: TicketPartProps) {
  const { t } = useTranslation();
  const table = order.table;
  return (
    <section aria-labelledby="ticket-fulfilment">
      <h3 id="ticket-fulfilment" className="ticket-heading">
        {t('staff.ticket.fulfilment')}
      </h3>
      <dl className="ticket-facts">
        <dt>{t('staff.ticket.due')}</dt>
        <dd>{dateTimeOf(order.pickupTime, timezone, locale)}</dd>
        <dt>{t('staff.ticket.placed')}</dt>
        <dd>{dateTimeOf(order.createdAt, timezone, locale)}</dd>
        {table?.tableNum ? (
          <>
            <dt>{t('staff.ticket.table')}</dt>
            <dd>
              {table.tableNum}
              {table.tableLocation
                ? ` · ${nameIn({ name: table.tableLocation, names: table.locationNames }, locale)}`
                : ''}
              {table.tableArea
                ? ` · ${nameIn({ name: table.tableArea, names: table.areaNames }, locale)}`
                : ''}
            </dd>
          </>
        ) : null}
        {table?.seat || table?.row || table?.section ? (
          <>
            <dt>{t('staff.ticket.seat')}</dt>
            <dd>{[table.section, table.row, table.seat].filter(Boolean).join(' · ')}</dd>
          </>
        ) : null}
        {order.delivery ? (
          <>
            <dt>{t('staff.ticket.deliveryAddress')}</dt>
            <dd>
              {[order.delivery.address, order.delivery.postalCode].filter(Boolean).join(', ')}
              {order.delivery.zone ? ` (${order.delivery.zone})` : ''}
            </dd>
            {order.delivery.unit ? (
              <>
                <dt>{t('staff.ticket.deliveryUnit')}</dt>
                <dd>{order.delivery.unit}</dd>
              </>
            ) : null}
            {order.delivery.buzzer ? (
              <>
                <dt>{t('staff.ticket.deliveryBuzzer')}</dt>
                <dd>{order.delivery.buzzer}</dd>
              </>
            ) : null}
            {order.delivery.instructions ? (
              <>
                <dt>{t('staff.ticket.deliveryInstructions')}</dt>
                <dd>{order.delivery.instructions}</dd>
              </>
            ) : null}
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function TicketContact({ order }: TicketPartProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ticket-contact">
      <h3 id="ticket-contact" className="ticket-heading">
        {t('staff.ticket.contact')}
      </h3>
      <dl className="ticket-facts">
        <dt>{t('staff.ticket.name')}</dt>
        <dd>{order.contact.name ?? t('staff.ticket.noName')}</dd>
        {order.contact.phone ? (
          <>
            <dt>{t('staff.ticket.phone')}</dt>
            <dd>{order.contact.phone}</dd>
          </>
        ) : null}
        {order.contact.email ? (
          <>
            <dt>{t('staff.ticket.email')}</dt>
            <dd className="break-all">{order.contact.email}</dd>
          </>
        ) : null}
        {order.locale ? (
          <>
            <dt>{t('staff.ticket.language')}</dt>
            <dd>
              {t(order.locale.toLowerCase().startsWith('fr') ? 'staff.languages.fr' : 'staff.languages.en')}
            </dd>
          </>
        ) : null}
        {/*
          Only when the diner confirmed it: checkout asks for it with alcohol in the cart and refuses such an order
          without it, so an order that does not say so had nothing to confirm (a "No" there would read as a warning).
        */}
        {order.legalAgeConfirmed ? (
          <>
            <dt>{t('staff.ticket.legalAge')}</dt>
            <dd>{t('staff.ticket.yes')}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function TicketAnswers({ order, locale }: TicketPartProps) {
  const { t } = useTranslation();
  return order.answers.length > 0 || order.notes ? (
    <section aria-labelledby="ticket-answers">
      <h3 id="ticket-answers" className="ticket-heading">
        {t('staff.ticket.answers')}
      </h3>
      <dl className="ticket-facts">
        {order.answers.map((answered) => {
          // In the console's language when the order kept both (else as the diner read it).
          const a = answered.texts?.[menuLocale(locale)] ?? answered;
          return (
            <div
              key={answered.id}
              className={`contents ${isAllergyAlert(answered) ? 'font-bold text-red-800' : ''}`}
            >
              <dt>{a.question}</dt>
              <dd>{Array.isArray(a.answer) ? a.answer.join(', ') : a.answer}</dd>
            </div>
          );
        })}
        {order.notes ? (
          <>
            <dt>{t('staff.ticket.notes')}</dt>
            <dd className="font-semibold">{order.notes}</dd>
          </>
        ) : null}
      </dl>
    </section>
  ) : null;
}

/** What the order kept of a student, an event suite and the programs applied, each field named in the console's language. */
const FIELDS = new Set([
  'student',
  'school',
  'grade',
  'classroom',
  'teacher',
  'date',
  'eventSuiteId',
  'deliveryTime',
  'notes',
  'tabLimit',
  'promoCode',
  'giftCard',
  'subsidy',
  'memberPromo',
  'credits',
  'member',
  'loyaltyStatus',
]);

export function TicketExtra({ order, locale }: TicketPartProps) {
  const { t } = useTranslation();
  const value = (key: string, v: unknown): string | null => {
    if (v === null || v === undefined || v === '' || v === false) return null;
    // Amounts the order kept in cents: the credits spent, the member promo's discount.
    if (key === 'credits' && typeof v === 'number') return money(v, locale);
    if (key === 'memberPromo' && typeof v === 'object')
      return money(Number((v as { amount?: unknown }).amount) || 0, locale);
    if (key === 'member' && typeof v === 'object')
      return String((v as { identifier?: unknown }).identifier ?? '') || null;
    if (key === 'date' && typeof v === 'string') return dayOf(v, locale);
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  };
  const entries = (group: string, record: Record<string, unknown> | null) =>
    Object.entries(record ?? {}).flatMap(([key, v]) => {
      const shown = value(key, v);
      // A field this console has no word for is named by its group, never by its stored key.
      return shown === null
        ? []
        : [[FIELDS.has(key) ? t(`staff.ticket.fields.${key}`) : group, `${group}-${key}`, shown] as const];
    });
  const extra = [
    ...entries(t('staff.ticket.student'), order.student),
    ...entries(t('staff.ticket.eventSuite'), order.eventSuite),
    ...entries(t('staff.ticket.programs'), order.programs),
  ];
  return extra.length > 0 ? (
    <section aria-labelledby="ticket-extra">
      <h3 id="ticket-extra" className="ticket-heading">
        {t('staff.ticket.more')}
      </h3>
      <dl className="ticket-facts">
        {extra.map(([label, key, shown]) => (
          <div key={key} className="contents">
            <dt>{label}</dt>
            <dd className="break-all">{shown}</dd>
          </div>
        ))}
      </dl>
    </section>
  ) : null;
}

export function TicketCosts({ order, locale }: TicketPartProps) {
  const { t } = useTranslation();
  const money = (amount: number) => dollars(amount, locale);
  const refunded = returnedOf(order);
  const c = order.costs;
  return (
    <section aria-labelledby="ticket-costs">
      <h3 id="ticket-costs" className="ticket-heading">
        {t('staff.ticket.costs')}
      </h3>
      <dl className="ticket-facts ticket-money">
        <dt>{t('staff.ticket.subtotal')}</dt>
        <dd>{money(c.subtotal)}</dd>
        {c.discount.amount ? (
          <>
            <dt>
              {t('staff.ticket.discount')}
              {c.discount.code ? ` (${c.discount.code})` : ''}
            </dt>
            <dd>−{money(c.discount.amount)}</dd>
          </>
        ) : null}
        {c.memberDiscount.amount ? (
          <>
            <dt>{t('staff.ticket.memberDiscount')}</dt>
            <dd>−{money(c.memberDiscount.amount)}</dd>
          </>
        ) : null}
        {c.subsidyDiscount.amount ? (
          <>
            <dt>{t('staff.ticket.subsidy')}</dt>
            <dd>−{money(c.subsidyDiscount.amount)}</dd>
          </>
        ) : null}
        {c.serviceCharge.amount ? (
          <>
            {/* The restaurant's own label is in the diner's language: read in the other one, the usual term. */}
            <dt>
              {sameLanguage(order.locale, locale) && c.serviceCharge.label
                ? c.serviceCharge.label
                : t('staff.ticket.serviceCharge')}
            </dt>
            <dd>{money(c.serviceCharge.amount)}</dd>
          </>
        ) : null}
        {c.deliveryCharge.amount ? (
          <>
            <dt>{t('staff.ticket.deliveryCharge')}</dt>
            <dd>{money(c.deliveryCharge.amount)}</dd>
          </>
        ) : null}
        {c.taxBrackets.map((b) => (
          <div key={b.key} className="contents">
            <dt>{taxName(t, b.label)}</dt>
            <dd>{money(b.amount)}</dd>
          </div>
        ))}
        {c.tip.amount ? (
          <>
            <dt>{t('staff.ticket.tip')}</dt>
            <dd>{money(c.tip.amount)}</dd>
          </>
        ) : null}
        {c.voucher.amount ? (
          <>
            <dt>{t('staff.ticket.giftCard')}</dt>
            <dd>−{money(c.voucher.amount)}</dd>
          </>
        ) : null}
        {c.credits.amount ? (
          <>
            <dt>{t('staff.ticket.credits')}</dt>
            <dd>−{money(c.credits.amount)}</dd>
          </>
        ) : null}
        <dt className="font-bold">{t('staff.ticket.total')}</dt>
        <dd className="font-bold">{money(order.total)}</dd>
        {refunded > 0 ? (
          <>
            <dt className="text-red-800">{t('staff.ticket.refunded')}</dt>
            <dd className="text-red-800">−{money(refunded)}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

export function TicketPayment({ order, timezone, locale }: TicketPartProps) {
  const { t } = useTranslation();
  const money = (amount: number) => dollars(amount, locale);
  return (
    <section aria-labelledby="ticket-payment">
      <h3 id="ticket-payment" className="ticket-heading">
        {t('staff.ticket.payment')}
      </h3>
      {order.tenders.length === 0 ? <p>{t('staff.ticket.noPayment')}</p> : null}
      <ul>
        {order.tenders.map((tender, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's tenders never move.
          <li key={i} className="flex justify-between gap-2">
            <span>
              {tenderName(tender, (kind) => t(`staff.tenderKinds.${kind}`, { defaultValue: kind }))} ·{' '}
              {t(`staff.tenderStates.${tender.state}`)}
              {tender.refunded > 0 ? ` (${t('staff.ticket.refunded')} ${money(tender.refunded)})` : ''}
            </span>
            <span>{money(tender.amount)}</span>
          </li>
        ))}
      </ul>
      {order.refunds.length > 0 ? (
        <ul className="mt-2 text-sm">
          {order.refunds.map((r) => (
            <li key={r.id}>
              {t('staff.ticket.refundLine', {
                amount: money(r.amount),
                when: dateTimeOf(r.createdAt, timezone, locale),
                by: r.by ?? '—',
              })}
              {r.reason ? ` · ${r.reason}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
