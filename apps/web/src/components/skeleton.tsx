import { useTranslation } from 'react-i18next';

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`skeleton rounded-xl ${className}`} />;
}

/** The shape of a restaurant page while its data loads: hero, title, section chips and item cards. */
export function RestaurantSkeleton() {
  // Shown while the app starts: without suspending for the translator, which may not have started yet.
  const { t, i18n } = useTranslation(undefined, { useSuspense: false });
  return (
    <div role="status" aria-busy="true" className="mx-auto max-w-6xl px-4 py-6">
      <span className="sr-only">{i18n.isInitialized ? t('app.loading') : null}</span>
      <Skeleton className="h-40 w-full sm:h-56" />
      <Skeleton className="mt-6 h-8 w-2/3 max-w-sm" />
      <Skeleton className="mt-3 h-4 w-1/2 max-w-xs" />
      <div className="mt-6 flex gap-2">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-9 w-24 rounded-full" />
        ))}
      </div>
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-32 w-full" />
        ))}
      </div>
    </div>
  );
}
