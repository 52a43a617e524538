import { restaurantName } from '@ordering/domain/menu/convert';
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
  const name = restaurantName(r, menuLocale(locale));
  const available = data.locales.map((l) => l.locale_long);
  const home = data.menu_configuration.logo_redirect_url ?? `/${r.slug}/landing`;
  return (
    <header className="sticky top-0 z-20 border-b border-line bg-surface/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-4 py-2.5 sm:gap-3">
        {home.startsWith('/') ? (
          <Link
            to={home}
            className="flex min-w-0 items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand sm:gap-3"
          >
            <Brand logo={r.logo} name={name} />
          </Link>
        ) : (
          <a href={home} className="flex min-w-0 items-center gap-2 rounded-lg sm:gap-3">
            <Brand logo={r.logo} name={name} />
          </a>
        )}
        {/* On a phone the account and language pills are drawn smaller, to leave the restaurant's name room. */}
        <div className="ml-auto flex shrink-0 items-center gap-1.5 sm:gap-2 max-sm:[&_a]:px-2.5 max-sm:[&_a]:text-xs max-sm:[&_button]:px-2.5 max-sm:[&_button]:text-xs">
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
        <img src={logo} alt="" width={36} height={36} className="size-9 shrink-0 rounded-lg object-cover" />
      ) : null}
      {/* On a phone the French controls ("Se connecter", "English") leave little room: the name wraps, a little
          smaller, onto up to three lines rather than being cut after a word ("Lakeshore Stadium Food & Suites"). */}
      <span className="line-clamp-3 break-words font-display text-sm leading-tight font-semibold sm:line-clamp-2 sm:text-lg">
        {name}
      </span>
    </>
  );
}
