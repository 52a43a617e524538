import { useTranslation } from 'react-i18next';
import { OwnerEvents } from '../../features/suites/components/event-list';
import { useProfileContext } from './profile';

/** /profile/events: the owner's upcoming events with their suites and orders, each linking to its pre-order. */
export function Component() {
  const { t } = useTranslation();
  const { profile, locale } = useProfileContext();
  return (
    <section aria-labelledby="profile-events-title" className="grid gap-3">
      <h2 id="profile-events-title" className="font-display text-2xl font-semibold">
        {t('suites.profileEvents.title')}
      </h2>
      <OwnerEvents email={profile.email} locale={locale} />
    </section>
  );
}
