import { localized } from '@ordering/domain/menu/convert';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLocale, toLocale } from '../../../lib/locale';
import { useStoredMember } from '../../../lib/member-storage';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { useSession } from '../../../lib/session/use-session';

// What calls the programs' API (the member's look-up, their summary, the drawer): loaded when there is a member to
// look up (a code on the device, a signed-in diner's account) or the diner opens the drawer, not for every visitor.
const MemberParts = lazy(() => import('./member-parts').then((m) => ({ default: m.MemberParts })));

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
  const member = useStoredMember(data.restaurant.slug);
  const signedIn = useSession(data.restaurant.id).status === 'user';
  const [open, setOpenState] = useState(false);
  const [wanted, setWanted] = useState(false);
  const setOpen = (next: boolean) => {
    if (next) setWanted(true);
    setOpenState(next);
  };
  // Once loaded, the parts stay: their look-up is made once per visit (use-membership.ts).
  const [active, setActive] = useState(false);
  if (!active && (wanted || member !== null || signedIn)) setActive(true);
  const custom = data.menu_configuration.membership_customization;
  const banner = (custom ? localized(custom, 'banner_message', lang) : '') || t('programs.banner');

  return (
    <section
      aria-label={t('programs.section')}
      className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      {member ? null : (
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
      {active ? (
        <Suspense fallback={null}>
          <MemberParts
            data={data}
            open={open}
            drawerWanted={wanted}
            onOpenChange={setOpen}
            onUnlocked={onUnlocked}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
