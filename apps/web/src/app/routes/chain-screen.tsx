import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NotFoundScreen } from '../../components/not-found-screen';
import { RouteFocus } from '../../components/route-focus';
import { Skeleton } from '../../components/skeleton';
import { useLocationGroup } from '../../features/locations/api/search-locations';
import type { ChainPage } from '../../features/locations/chain-path';
import { ComingSoon } from '../../features/locations/components/coming-soon';
import { LocationSearch } from '../../features/locations/components/location-search';
import { LanguageSwitch } from '../../features/restaurant/components/language-switch';
import { ApiError } from '../../lib/api-client';
import { useDefaultFont } from './use-default-font';

/** A venue chain's pages: its location search and its coming-soon page. */
export default function ChainScreen({ chain, page }: ChainPage) {
  const { t } = useTranslation();
  const group = useLocationGroup(chain);
  useDefaultFont();
  const name = group.data?.name ?? '';
  useEffect(() => {
    if (!name) return;
    document.title =
      page === 'coming-soon'
        ? t('locations.comingSoonTitle', { brand: name })
        : t('locations.chainTitle', { brand: name });
  }, [name, page, t]);

  // Only a venue chain has these pages (/{venue-chain}-location-search): a cafeteria's or a hub's is
  // not found, as the server's status says.
  if (
    (group.isError && group.error instanceof ApiError && group.error.status === 404) ||
    (group.data && group.data.kind !== 'venue_chain')
  )
    return <NotFoundScreen />;
  return (
    <div className="min-h-screen bg-canvas">
      <RouteFocus />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-3">
          <span className="font-display text-lg font-semibold">{name}</span>
          <div className="ml-auto">
            <LanguageSwitch available={['en-CA', 'fr-CA']} />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        {!group.data ? (
          group.isError ? (
            <p role="alert">{t('locations.error')}</p>
          ) : (
            <Skeleton className="h-10 w-2/3" />
          )
        ) : page === 'coming-soon' ? (
          <ComingSoon chain={chain} brandName={name} locations={group.data.locations} />
        ) : (
          <>
            <h1 className="font-display text-3xl font-semibold">
              {t('locations.chainTitle', { brand: name })}
            </h1>
            <LocationSearch group={chain} brandName={name} />
          </>
        )}
      </main>
    </div>
  );
}
