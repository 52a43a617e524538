import { toCents } from '@ordering/domain/money/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { userCredits } from '../api';

/**
 * The profile's account credits at the restaurant the diner came from (GET /auth/user-credits): read fresh on each
 * visit, so the balance after an order paid with credits is the ledger's.
 */
export function ProfileCredits({
  restaurantId,
  userId,
  locale,
}: {
  restaurantId: number | string;
  userId: string;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const credits = useQuery({
    queryKey: ['user-credits', restaurantId, userId],
    queryFn: () => userCredits(restaurantId, userId),
    staleTime: 0,
  });
  if (!credits.data?.enabled) return null;
  return (
    <section
      aria-labelledby="profile-credits-title"
      className="mb-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="profile-credits-title" className="font-display text-lg font-semibold">
        {t('programs.creditsTitle')}
      </h2>
      <p className="mt-2 text-sm">
        {t('programs.creditsBalance', { amount: money(toCents(credits.data.credits), locale) })}
      </p>
    </section>
  );
}
