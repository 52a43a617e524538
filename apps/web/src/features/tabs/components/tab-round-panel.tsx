import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkClass } from '../../../components/buttons';
import type { TabRound } from '../use-tab-round';

/** The checkout of a round on the tab: it goes on the table's bill, nothing is paid now; a refusal says what to do. */
export function TabRoundPanel({ slug, round }: { slug: string; round: TabRound }) {
  const { t } = useTranslation();
  if (!round.member) return null;
  const bill = `/${slug}/tab?tableNum=${encodeURIComponent(round.member.table)}`;
  return (
    <section
      aria-labelledby="tab-round-title"
      className="rounded-2xl border-2 border-brand bg-surface p-4"
      data-testid="tab-round"
    >
      <h2 id="tab-round-title" className="font-display text-lg font-semibold">
        {t('tabs.round.title', { table: round.member.table })}
      </h2>
      <p className="mt-2 text-sm">{t('tabs.round.body')}</p>
      {round.refusal ? (
        <div
          role="alert"
          className="mt-3 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          <p>{round.refusal.text}</p>
          {round.refusal.needsCard ? (
            <Link to={bill} className="mt-1 inline-block font-semibold underline">
              {t('tabs.round.addCard')}
            </Link>
          ) : null}
        </div>
      ) : null}
      <Link to={bill} className={`${linkClass} mt-2 inline-block text-sm`}>
        {t('tabs.round.seeBill')}
      </Link>
    </section>
  );
}
