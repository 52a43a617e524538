import type { TabView } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';

/**
 * The receipt of each share this diner paid: what it covered, the share, their tip, and what the card was charged; and,
 * when a copy was e-mailed (the address typed while paying, or a signed-in diner's account address), where it went, as
 * the server keeps it (share-receipt.ts), so it is still said after a reload.
 */
export function Receipts({ view, locale }: { view: TabView; locale: Locale }) {
  const { t } = useTranslation();
  const mine = view.shares.filter((s) => s.status === 'paid' && s.paidByYou);
  if (mine.length === 0) return null;
  const fmt = (dollars: number) => money(toCents(dollars), locale);
  const lineNames = (ids: string[]) =>
    view.lines
      .filter((l) => ids.includes(l.id))
      .map((l) => `${l.quantity} × ${l.name}`)
      .join(', ');
  return (
    <section
      aria-labelledby="tab-receipts-title"
      className="rounded-2xl border-2 border-brand bg-surface p-4"
    >
      <h2 id="tab-receipts-title" className="font-display text-lg font-semibold">
        {t('tabs.receipt.title')}
      </h2>
      {mine.map((share) => {
        const tip = share.tip ?? 0;
        return (
          <dl
            key={share.id}
            className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1"
            data-testid="tab-receipt"
          >
            <dt className="col-span-2 font-semibold">
              {t('tabs.receipt.table', { table: view.table })}
              {share.payer ? ` · ${share.payer}` : ''}
            </dt>
            {share.lineIds.length > 0 ? (
              <dd className="col-span-2 text-sm text-muted">{lineNames(share.lineIds)}</dd>
            ) : null}
            <dt>{t('tabs.receipt.share')}</dt>
            <dd className="text-right tabular-nums">{fmt(share.amount)}</dd>
            <dt>{t('tabs.receipt.tip')}</dt>
            <dd className="text-right tabular-nums">{fmt(tip)}</dd>
            <dt className="font-semibold">{t('tabs.receipt.charged')}</dt>
            <dd className="text-right font-semibold tabular-nums">
              {money(toCents(share.amount) + toCents(tip), locale)}
            </dd>
            {share.receiptEmail ? (
              <dd className="col-span-2 text-sm text-muted" data-testid="tab-receipt-emailed">
                {t('tabs.receipt.emailed', { email: share.receiptEmail })}
              </dd>
            ) : null}
            {share.refunded > 0 ? (
              <>
                <dt>{t('tabs.receipt.refunded')}</dt>
                <dd className="text-right tabular-nums" data-testid="tab-receipt-refunded">
                  −{fmt(share.refunded)}
                </dd>
              </>
            ) : null}
          </dl>
        );
      })}
    </section>
  );
}
