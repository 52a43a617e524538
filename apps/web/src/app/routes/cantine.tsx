import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Skeleton } from '../../components/skeleton';
import { useLocations } from '../../features/locations/api/search-locations';
import { LanguageSwitch } from '../../features/restaurant/components/language-switch';

/** Workplace cafeteria search (spec: /cantine): the brand's locations, filtered by name or address. */
export function Component() {
  const { t } = useTranslation();
  const inputId = useId();
  const [text, setText] = useState('');
  const query = useDeferredValue(text.trim());
  const locations = useLocations({ group: 'cantine', name: null, address: null });
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Mn}/gu, '')
      .toLowerCase();
  const shown = (locations.data ?? []).filter(
    (l) => !query || fold(`${l.name} ${l.address ?? ''}`).includes(fold(query)),
  );

  return (
    <div className="min-h-screen bg-canvas">
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
        <label htmlFor={inputId} className="mt-6 block font-semibold">
          {t('locations.search')}
        </label>
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('locations.searchPlaceholder')}
          className="mt-2 w-full rounded-full border border-line bg-surface px-4 py-3 focus:border-brand focus:outline-none"
        />
        <div aria-live="polite" className="mt-6 space-y-3">
          {locations.isPending ? [0, 1, 2].map((i) => <Skeleton key={i} className="h-20 w-full" />) : null}
          {locations.isError ? <p role="alert">{t('locations.error')}</p> : null}
          {locations.isSuccess && shown.length === 0 ? <p>{t('locations.none')}</p> : null}
          {shown.map((l) => (
            <Link
              key={l.id}
              to={`/${l.slug}`}
              className="flex items-center justify-between gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span>
                <span className="block font-semibold">{l.name}</span>
                {l.address ? <span className="block text-sm text-muted">{l.address}</span> : null}
              </span>
              <span className="shrink-0 text-sm font-semibold text-brand">
                {l.orders_paused ? t('locations.paused') : t('locations.open')}
              </span>
            </Link>
          ))}
        </div>
      </main>
    </div>
  );
}
