import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouteFocus } from '../../components/route-focus';
import { LocationSearch } from '../../features/locations/components/location-search';
import { LanguageSwitch } from '../../features/restaurant/components/language-switch';
import { useDefaultFont } from './use-default-font';

/**
 * Workplace cafeteria search (spec: /cantine): the brand's concourse locations, searched by place or by the
 * device's location with distances, like a venue chain's search; an empty result says the spec's "Sorry, no
 * locations were found."
 */
export function Component() {
  const { t } = useTranslation();
  useDefaultFont();
  useEffect(() => {
    document.title = t('locations.title');
  }, [t]);
  return (
    <div className="min-h-screen bg-canvas">
      <RouteFocus />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-3xl items-center px-4 py-3">
          <span className="font-display text-lg font-semibold">Cantine</span>
          <div className="ml-auto">
            <LanguageSwitch available={['en-CA', 'fr-CA']} />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-3xl px-4 py-8">
        <h1 className="font-display text-3xl font-semibold">{t('locations.title')}</h1>
        <LocationSearch group="cantine" brandName="Cantine" emptyMessage={t('locations.none')} />
      </main>
    </div>
  );
}
