/**
 * A venue chain's own pages: `/{chain}-location-search` and `/{chain}-coming-soon`, where
 * `{chain}` is the chain's group slug (`slice-co`). Any other first segment is a restaurant's slug.
 */
export type ChainPage = { chain: string; page: 'location-search' | 'coming-soon' };

const PAGE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(location-search|coming-soon)$/;

export function chainPageOf(segment: string | undefined): ChainPage | null {
  const match = PAGE.exec(segment ?? '');
  return match ? { chain: match[1]!, page: match[2] as ChainPage['page'] } : null;
}
