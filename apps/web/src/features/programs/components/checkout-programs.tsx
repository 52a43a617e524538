import type { CostsBody } from '@ordering/domain/contracts/costs';
import { localized } from '@ordering/domain/menu/convert';
import { toCents } from '@ordering/domain/money/money';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locale';
import { menuLocale } from '../../../lib/locale';
import { type StoredMember, useStoredMember } from '../../../lib/member-storage';
import { money } from '../../../lib/money';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { loyaltyStatus, userCredits } from '../api';

interface Diner {
  id: string;
  email: string;
}

/**
 * What the programs add to a checkout: the signed-in diner's account credits
 * (only with a user id, `app8_credits` on and a balance above 0), on unless the diner turns them off, spent after the
 * gift card by the server's pricing; the loyalty status (`checkout.programs`); the device's
 * member, whose identifier the server looks up again for its promos.
 */
export function useCheckoutPrograms(data: RestaurantData, diner: Diner | null) {
  const r = data.restaurant;
  const member = useStoredMember(r.slug);
  const [creditsOn, setCreditsOn] = useState(true);
  const credits = useQuery({
    queryKey: ['user-credits', r.id, diner?.id ?? null],
    queryFn: () => userCredits(r.id, diner!.id),
    enabled: Boolean(diner && r.app8_credits),
    staleTime: 0,
  });
  const loyalty = useQuery({
    queryKey: ['loyalty-status', r.id, diner?.email ?? null],
    queryFn: () => loyaltyStatus(r.id, diner!.email),
    enabled: Boolean(diner && r.loyalty_program),
    staleTime: 5 * 60_000,
  });
  const balance = credits.data?.enabled ? credits.data.credits : 0;
  const useCredits = Boolean(diner) && creditsOn && balance > 0;
  const creditsChoice = useMemo(() => (useCredits && diner ? { id: diner.id } : null), [useCredits, diner]);
  const userStatus = loyalty.data?.enrolled ? loyalty.data.userStatus : null;
  /** What the order's `checkout` carries of the programs. */
  const checkoutExtras = useMemo(
    () => ({
      ...(member ? { memberInfo: { identifier: member.identifier, provider: member.provider } } : {}),
      ...(userStatus ? { loyaltyProgram: { userStatus } } : {}),
    }),
    [member, userStatus],
  );
  return {
    member,
    balance,
    creditsOn,
    setCreditsOn,
    creditsChoice,
    loyalty: loyalty.data ?? null,
    checkoutExtras,
    /** Whether there is anything to show. */
    shown: Boolean(member) || (Boolean(diner) && (Boolean(r.app8_credits) || r.loyalty_program)),
  };
}

export type CheckoutPrograms = ReturnType<typeof useCheckoutPrograms>;

/** The checkout's programs card: member, loyalty status and account credits. */
export function CheckoutProgramsSection({
  data,
  programs,
  costs,
  locale,
  creditsOffered = true,
}: {
  data: RestaurantData;
  programs: CheckoutPrograms;
  costs: CostsBody | undefined;
  locale: Locale;
  /** False on a round sent to a table's tab: the tab is the round's only payment (credits are not spent on it). */
  creditsOffered?: boolean;
}) {
  const { t } = useTranslation();
  if (!programs.shown) return null;
  const r = data.restaurant;
  const spent = costs?.credits.amount ?? 0;
  return (
    <section
      aria-labelledby="programs-title"
      className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <h2 id="programs-title" className="font-display text-lg font-semibold">
        {t('programs.checkoutTitle')}
      </h2>
      <div className="mt-3 grid gap-3 text-sm">
        {programs.member ? <MemberLine data={data} member={programs.member} locale={locale} /> : null}
        {r.loyalty_program && programs.loyalty ? (
          <p>
            <span className="font-semibold">{t('programs.loyalty')}</span>{' '}
            {programs.loyalty.enrolled
              ? programs.loyalty.points === null
                ? t('programs.loyaltyStatus', { status: programs.loyalty.userStatus ?? '' })
                : t('programs.loyaltyStatusPoints', {
                    status: programs.loyalty.userStatus ?? '',
                    points: new Intl.NumberFormat(locale).format(programs.loyalty.points),
                  })
              : t('programs.loyaltyNotEnrolled')}
          </p>
        ) : null}
        {creditsOffered && r.app8_credits && programs.balance > 0 ? (
          <div>
            <label className="flex items-start gap-2">
              <input
                id="use-credits"
                type="checkbox"
                className="mt-0.5 size-5 accent-brand"
                checked={programs.creditsOn}
                onChange={(e) => programs.setCreditsOn(e.target.checked)}
              />
              <span>
                <span className="font-semibold">{t('programs.useCredits')}</span>{' '}
                <span className="text-muted">
                  {t('programs.creditsAvailable', { amount: money(toCents(programs.balance), locale) })}
                </span>
              </span>
            </label>
            {programs.creditsOn && spent > 0 ? (
              <p className="mt-1 text-muted" aria-live="polite">
                {t('programs.creditsApplied', {
                  amount: money(toCents(spent), locale),
                  left: money(toCents(programs.balance) - toCents(spent), locale),
                })}
              </p>
            ) : null}
          </div>
        ) : r.app8_credits && programs.balance === 0 && programs.shown ? (
          <p className="text-muted">{t('programs.noCredits')}</p>
        ) : null}
      </div>
    </section>
  );
}

function MemberLine({
  data,
  member,
  locale,
}: {
  data: RestaurantData;
  member: StoredMember;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const lang = menuLocale(locale);
  const promos = data.member_promos
    .filter((p) => member.promos?.includes(p.id))
    .map((p) => localized(p, 'label', lang));
  return (
    <p>
      <span className="font-semibold">
        {member.firstName
          ? t('programs.memberAs', { name: member.firstName, identifier: member.identifier })
          : t('programs.memberCode', { identifier: member.identifier })}
      </span>
      {promos.length > 0 ? <span className="block text-muted">{promos.join(' · ')}</span> : null}
    </p>
  );
}
