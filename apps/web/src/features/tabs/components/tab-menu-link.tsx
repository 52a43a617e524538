import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTabMembership } from '../tab-storage';

/**
 * At a table of a restaurant that runs tabs, the menu's way to the table's bill: open or join the tab before the
 * first round, and see the bill (and pay) after.
 */
export function TabMenuLink({
  restaurant,
  table,
}: {
  restaurant: { slug: string; allow_open_tab: boolean };
  table: string | null;
}) {
  const { t } = useTranslation();
  const member = useTabMembership(restaurant.slug);
  const at = member?.table ?? table;
  if (!restaurant.allow_open_tab || !at) return null;
  return (
    <p className="flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-line bg-surface p-3 text-sm">
      <span>{member ? t('tabs.menu.onTab', { table: at }) : t('tabs.menu.noTab', { table: at })}</span>
      <Link
        to={`/${restaurant.slug}/tab?tableNum=${encodeURIComponent(at)}`}
        className="rounded-full bg-brand px-4 py-2 font-semibold text-brand-contrast"
      >
        {member ? t('tabs.menu.seeBill') : t('tabs.menu.open')}
      </Link>
    </p>
  );
}
