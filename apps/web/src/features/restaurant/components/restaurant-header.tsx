import { localized } from '@ordering/domain/menu/convert';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Locale } from '../../../lib/locale';
import { menuLocale } from '../../../lib/locale';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { LanguageSwitch } from './language-switch';

/** `account`: the way to log in or to the profile (the accounts feature's, composed by the layout). */
export function RestaurantHeader({
  data,
  locale,
  account,
}: {
  data: RestaurantData;
  locale: Locale;
  account?: ReactNode;
}) {
  const r = data.restaurant;
  const name = r.display_name ?? localized(r, 'name', menuLocale(locale));
  const available = data.locales.map((l) => l.locale_long);
  const home = data.menu_configuration.logo_redirect_url ?? `/${r.slug}/landing`;
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-3 px-4 py-2.5">
        {home.startsWith('/') ? (
          <Link
            to={home}
            className="flex min-w-0 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-brand"
          >
            <Brand logo={r.logo} name={name} />
          </Link>
        ) : (
          <a href={home} className="flex min-w-0 items-center gap-3 rounded-lg">
            <Brand logo={r.logo} name={name} />
          </a>
        )}
        <div className="ml-auto flex items-center gap-2">
          {account}
          <LanguageSwitch available={available} />
        </div>
      </div>
    </header>
  );
}

function Brand({ logo, name }: { logo: string | null; name: string }) {
  return (
    <>
      {logo ? (
        <img src={logo} alt="" width={36} height={36} className="size-9 rounded-lg object-cover" />
      ) : null}
      <span className="truncate font-display text-lg font-semibold">{name}</span>
    </>
  );
}
