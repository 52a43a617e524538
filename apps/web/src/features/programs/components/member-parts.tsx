import type { MembershipPromoResponse } from '@ordering/domain/contracts/programs';
import { localized } from '@ordering/domain/menu/convert';
import { lazy, Suspense } from 'react';
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

const pill =
  'rounded-full border border-line px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand';

/**
 * The membership banner's parts that call the programs' API (membership-bar.tsx loads them): the device's member
 * looked up again, who they are with a way to change or remove the code, and the access-code drawer.
 */
export function MemberParts({
  data,
  open,
  drawerWanted,
  onOpenChange,
  onUnlocked,
}: {
  data: RestaurantData;
  open: boolean;
  drawerWanted: boolean;
  onOpenChange: (open: boolean) => void;
  onUnlocked: (memberMenus: string[]) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = menuLocale(toLocale(i18n.language) ?? 'en-CA');
  const { member, check, forget } = useMembership(data);
  const memberPromos = data.member_promos
    .filter((p) => member?.promos?.includes(p.id))
    .map((p) => localized(p, 'label', lang));
  const unlocked = (found: MembershipPromoResponse) => {
    onOpenChange(false);
    toast.success(t('programs.unlocked'));
    onUnlocked(found.memberMenus);
  };
  return (
    <>
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
            <button type="button" onClick={() => onOpenChange(true)} className={pill}>
              {t('programs.change')}
            </button>
            <button
              type="button"
              onClick={() => {
                forget();
                toast.success(t('programs.removed'));
              }}
              className={pill}
            >
              {t('programs.remove')}
            </button>
          </div>
        </>
      ) : null}
      {drawerWanted ? (
        <Suspense fallback={null}>
          <MembershipDrawer
            data={data}
            open={open}
            onOpenChange={onOpenChange}
            check={check}
            onUnlocked={unlocked}
          />
        </Suspense>
      ) : null}
    </>
  );
}
