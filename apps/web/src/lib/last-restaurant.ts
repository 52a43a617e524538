/**
 * The restaurant whose screens this device showed last, with its name and logo: where a page that is no
 * restaurant's (a 404, /login, /profile reached from an e-mail) sends the diner back, and whose brand it wears, when
 * its address does not say.
 */
const KEY = 'lastRestaurant';

export interface LastRestaurant {
  slug: string;
  name: string;
  logo: string | null;
}

export function readLastRestaurant(): LastRestaurant | null {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    if (!raw) return null;
    const v = JSON.parse(raw) as Partial<LastRestaurant>;
    if (typeof v.slug !== 'string' || !v.slug || typeof v.name !== 'string') return null;
    return { slug: v.slug, name: v.name, logo: typeof v.logo === 'string' ? v.logo : null };
  } catch {
    // Storage disabled or a damaged record: no restaurant is known.
    return null;
  }
}

export function rememberLastRestaurant(restaurant: LastRestaurant): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(restaurant));
  } catch {
    // Storage disabled: the pages that are no restaurant's offer a plain way back instead.
  }
}
