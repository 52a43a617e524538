import type { TabView } from '@ordering/domain/contracts/tabs';
import { toCents } from '@ordering/domain/money/money';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';

/**
 * The diner's receipt, as their e-mails say it (the server's share-receipt.ts and close-tab.service.ts): each share
 * they paid (what it covered, the share, the taxes in it, their tip, what the card was charged, where a copy was
 * e-mailed); and, once the tab is closed on a card they held, each share nobody paid that the close charged (named,
 * with its lines, taxes and tip), what their card was charged then and what was released of their hold.
 */
export function Receipts({ view, locale }: { view: TabView; locale: Locale }) {
  const { t } = useTranslation();
  const mine = view.shares.filter((s) => s.status === 'paid' && s.paidByYou);
  const cards = view.closing?.yourCards ?? [];
  if (mine.length === 0 && cards.length === 0) return null;
  const fmt = (dollars: number) => money(toCents(dollars), locale);
  // A line several shares pay says by how many, as the e-mail does: the share is its part of the line, not all of it.
  const lineNames = (ids: string[]) =>
    view.lines
      .filter((l) => ids.includes(l.id))
      .map((l) => {
        const sharers = view.shares.filter((s) => s.lineIds.includes(l.id)).length;
        const name = `${l.quantity} × ${l.name}`;
        return sharers > 1 ? `${name} (${t('tabs.split.sharedBy', { count: sharers })})` : name;
      })
      .join(', ');
  const shareLabel = (id: string | null) => {
    const index = view.shares.findIndex((s) => s.id === id);
    if (index < 0) return t('tabs.receipt.rest');
    return view.shares[index]!.payer ?? t('tabs.split.shareN', { n: index + 1 });
  };
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
              {t('tabs.receipt.table', { table: view.table })} · {shareLabel(share.id)}
            </dt>
            {share.lineIds.length > 0 ? (
              <dd className="col-span-2 text-sm text-muted">{lineNames(share.lineIds)}</dd>
            ) : null}
            <ShareFigures amount={share.amount} taxes={share.taxes} tip={tip} fmt={fmt} />
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
      {cards.length > 0 && view.closing ? (
        <ClosingReceipt
          closing={view.closing}
          shareLabel={shareLabel}
          lineNames={lineNames}
          view={view}
          fmt={fmt}
        />
      ) : null}
    </section>
  );
}

/** What the close charged on the diner's cards: each share nobody paid, then each card's charge and release. */
function ClosingReceipt({
  closing,
  view,
  shareLabel,
  lineNames,
  fmt,
}: {
  closing: NonNullable<TabView['closing']>;
  view: TabView;
  shareLabel: (id: string | null) => string;
  lineNames: (ids: string[]) => string;
  fmt: (dollars: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-4 border-t border-line pt-3" data-testid="tab-receipt-closing">
      <h3 className="font-semibold">{t('tabs.receipt.closingTitle')}</h3>
      {closing.parts.length > 0 ? <p className="text-sm text-muted">{t('tabs.receipt.unpaidNote')}</p> : null}
      {closing.parts.map((part) => {
        const share = view.shares.find((s) => s.id === part.shareId);
        const lines = share ? share.lineIds : part.shareId === null ? view.lines.map((l) => l.id) : [];
        return (
          <dl
            key={part.shareId ?? 'rest'}
            className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1"
            data-testid="tab-receipt-unpaid"
          >
            <dt className="col-span-2 font-semibold">{shareLabel(part.shareId)}</dt>
            {lines.length > 0 ? <dd className="col-span-2 text-sm text-muted">{lineNames(lines)}</dd> : null}
            <ShareFigures amount={part.amount} taxes={part.taxes} tip={part.tip} fmt={fmt} />
          </dl>
        );
      })}
      {closing.yourCards.map((card) => (
        <dl
          // The same card may back two holds (another card asked for by the same diner): their figures tell them apart.
          key={`${card.last4}:${card.captured}:${card.released}`}
          className="mt-3 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1"
          data-testid="tab-receipt-card"
        >
          <dt className="font-semibold">{t('tabs.receipt.cardCharged', { last4: card.last4 })}</dt>
          <dd className="text-right font-semibold tabular-nums">{fmt(card.captured)}</dd>
          <dt>{t('tabs.receipt.released')}</dt>
          <dd className="text-right tabular-nums">{fmt(card.released)}</dd>
        </dl>
      ))}
    </div>
  );
}

/** A share's figures as every receipt says them: the share (taxes in it), the taxes included, the tip. */
function ShareFigures({
  amount,
  taxes,
  tip,
  fmt,
}: {
  amount: number;
  taxes: number;
  tip: number;
  fmt: (dollars: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <dt>{t('tabs.receipt.share')}</dt>
      <dd className="text-right tabular-nums">{fmt(amount)}</dd>
      <dt className="pl-3 text-sm text-muted">{t('tabs.receipt.taxes')}</dt>
      <dd className="text-right text-sm text-muted tabular-nums">{fmt(taxes)}</dd>
      <dt>{t('tabs.receipt.tip')}</dt>
      <dd className="text-right tabular-nums">{fmt(tip)}</dd>
    </>
  );
}
