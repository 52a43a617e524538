import { useSearchParams } from 'react-router';
import type { Locale } from '../../../lib/locale';
import { LoginAsBanner } from './login-as-banner';
import { PreorderBanner } from './preorder-banner';

/** What the restaurant's screens show of a suite (loaded apart from the menu, only in a suite context). */
export default function SuiteBanners({
  venue,
  slug,
  eventSuite,
  eventDayOrdering,
  locale,
}: {
  venue: number | string;
  slug: string;
  eventSuite: string | null;
  eventDayOrdering: boolean;
  locale: Locale;
}) {
  const [params] = useSearchParams();
  return (
    <>
      <LoginAsBanner venue={venue} />
      {eventSuite && !eventDayOrdering ? (
        <PreorderBanner
          venue={venue}
          slug={slug}
          eventSuiteId={eventSuite}
          encryptedValue={params.get('value')}
          locale={locale}
        />
      ) : null}
    </>
  );
}
