import type { MembershipPromoResponse } from '@ordering/domain/contracts/programs';
import { localized } from '@ordering/domain/menu/convert';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadWholeCatalog } from '../../../lib/i18n';
import { menuLocale, toLocale } from '../../../lib/locale';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { toast } from '../../../lib/toast';
import { useMembership } from '../use-membership';

// The drawer (its dialog and the rest of the catalog) loads when the diner first opens it.
const MembershipDrawer = lazy(() =>
  Promise.all([import('./membership-drawer'), loadWholeCatalog()]).then(([m]) => ({
    default: m.MembershipDrawer,
  })),
);

/**
 * The menu's membership banner (a restaurant with `membership_program`): the restaurant's banner message and the
 * access-code drawer for a visitor; for a member, who they are, their member pricing and a way to change or remove
 * the code. Loaded with its own chunk after the menu has painted (menu.tsx).
 */
export function MembershipBar({
  data,
  onUnlocked,
}: {
  data: RestaurantData;
  /** The members' menus the code revealed: the menu shows the first. */
  onUnlocked: (memberMenus: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = menuLocale(toLocale(i18n.language) ?? 'en-CA');
  const { member, check, forget } = useMembership(data);
  const [open, setOpenState] = useState(false);
  const [wanted, setWanted] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) setWanted(true);
    setOpenState(next);
  };
  const custom = data.menu_configuration.membership_customization;
  const banner = (custom ? localized(custom, 'banner_message', lang) : '') || t('programs.banner');
  const memberPromos = data.member_promos
    .filter((p) => member?.promos?.includes(p.id))
    .map((p) => localized(p, 'label', lang));

  const unlocked = (found: MembershipPromoResponse) => {
    setOpen(false);
    toast.success(t('programs.unlocked'));
    onUnlocked(found.memberMenus);
  };

  return (
    <section
      aria-label={t('programs.section')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      {member ? (
        <>
          <p className="text-sm">
            <span className="font-semibold">
              {member.firstName
                ? t('programs.memberAs', { name: member.firstName, identifier: member.identifier })
                : t('programs.memberCode', { identifier: member.identifier })}
            </span>
            {memberPromos.length > 0 ? (
              <span className="block text-muted">{memberPromos.join(' · ')}</span>
            ) : null}
          </p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => setOpen(true)}
              className="rounded-full border border-line px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t('programs.change')}
            </button>
            <button
              type="button"
              onClick={() => {
                forget();
                toast.success(t('programs.removed'));
              }}
              className="rounded-full border border-line px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand"
            >
              {t('programs.remove')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="text-sm">{banner}</p>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="rounded-full bg-brand px-4 py-2 text-sm font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
          >
            {t('programs.enterCode')}
          </button>
        </>
      )}
      {wanted ? (
        <Suspense fallback={null}>
          <MembershipDrawer
            data={data}
            open={open}
            onOpenChange={setOpen}
            check={check}
            onUnlocked={unlocked}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
