/**
 * The tab's figures and who is at the table, at the top of the bill (tab-screen.tsx): the bill's total against the
 * hold, what was paid and is left, what the close charged to the held cards, and what refunds gave back.
 */
import type { TabView } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/form-fields';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';

export function TabSummary({ view, locale }: { view: TabView; locale: Locale }) {
  const { t } = useTranslation();
  const fmt = (dollars: number) => money(toCents(dollars), locale);
  const closed = view.status !== 'open';
  return (
    <section aria-label={t('tabs.summary')} className="mt-4 rounded-2xl border border-line bg-surface p-4">
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-sm text-muted">{t('tabs.billTotal')}</dt>
          <dd className="text-2xl font-semibold" data-testid="tab-total">
            {fmt(view.total)}
          </dd>
        </div>
        {/* Once closed, nothing is held any more (closedNote says the rest was released). */}
        {closed ? null : (
          <div>
            <dt className="text-sm text-muted">{t('tabs.held')}</dt>
            <dd className="text-2xl font-semibold" data-testid="tab-held">
              {fmt(view.held)}
            </dd>
          </div>
        )}
      </dl>
      <p className="mt-2 text-sm text-muted">
        {closed ? t('tabs.closedNote') : t('tabs.heldNote', { held: fmt(view.held) })}
      </p>
      {view.paid > 0 ? (
        <p className="mt-2 text-sm font-semibold" data-testid="tab-remaining">
          {t('tabs.paidRemaining', { paid: fmt(view.paid), remaining: fmt(view.remaining) })}
        </p>
      ) : null}
      {view.captured > 0 ? (
        <p className="mt-2 text-sm font-semibold" data-testid="tab-captured">
          {t('tabs.capturedAtClose', { amount: fmt(view.captured) })}
        </p>
      ) : null}
      {view.refunded > 0 ? (
        <p className="mt-2 text-sm font-semibold text-emerald-800" data-testid="tab-refunded">
          {t('tabs.refundedTotal', { amount: fmt(view.refunded) })}
        </p>
      ) : null}
    </section>
  );
}

export function TableMembers({ view }: { view: TabView }) {
  const { t } = useTranslation();
  return (
    <Section title={t('tabs.atTable')} id="tab-members">
      <ul className="flex flex-wrap gap-2 text-sm">
        {view.members
          .filter((m) => m.status === 'accepted')
          .map((m) => (
            <li key={m.id} className="rounded-full border border-line px-3 py-1">
              {m.id === view.you.id ? t('tabs.youNamed', { name: m.name }) : m.name}
              {m.role === 'opener' ? ` · ${t('tabs.opener')}` : ''}
            </li>
          ))}
      </ul>
    </Section>
  );
}
