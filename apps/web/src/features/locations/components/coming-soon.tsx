import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A venue chain's coming-soon page (`/{chain}-coming-soon`): what is coming, and where to order meanwhile. */
export function ComingSoon({
  chain,
  brandName,
  locations,
}: {
  chain: string;
  brandName: string;
  locations: number;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-10 rounded-3xl border border-line bg-surface p-8 text-center shadow-sm">
      <svg
        aria-hidden="true"
        viewBox="0 0 48 48"
        className="mx-auto h-14 w-14 text-brand"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M6 18 10 8h28l4 10" />
        <path d="M6 18c0 3 2.5 5 5.5 5S17 21 17 18c0 3 2.5 5 5.5 5h3c3 0 5.5-2 5.5-5 0 3 2.5 5 5.5 5S42 21 42 18" />
        <path d="M9 23v17h30V23M20 40V30h8v10" />
      </svg>
      <h1 className="mt-4 font-display text-3xl font-semibold">
        {t('locations.comingSoonTitle', { brand: brandName })}
      </h1>
      <p className="mx-auto mt-3 max-w-md text-muted">
        {t('locations.comingSoonBody', { brand: brandName })}
      </p>
      {locations > 0 ? (
        <Link
          to={`/${chain}-location-search`}
          className="mt-6 inline-block rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('locations.comingSoonFind', { brand: brandName, count: locations })}
        </Link>
      ) : null}
    </div>
  );
}
