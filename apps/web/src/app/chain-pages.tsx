import { type ComponentType, lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { RestaurantSkeleton } from '../components/skeleton';
import { chainPageOf } from '../features/locations/chain-path';
import { loadWholeCatalog } from '../lib/i18n';

const ChainScreen = lazy(() =>
  Promise.all([import('./routes/chain-screen'), loadWholeCatalog()]).then(([module]) => module),
);

/**
 * `/{chain}-location-search` and `/{chain}-coming-soon` share the shape of `/:restaurantSlug` (React Router matches
 * whole segments only), so the restaurant route's screen is wrapped: a chain page's segment shows the chain's
 * screen, any other the restaurant. The restaurant's code loads for a chain page too, ahead of the diner's pick.
 */
export function withChainPages(Restaurant: ComponentType) {
  return function RestaurantOrChain() {
    const { restaurantSlug } = useParams();
    const chainPage = chainPageOf(restaurantSlug);
    if (!chainPage) return <Restaurant />;
    return (
      <Suspense fallback={<RestaurantSkeleton />}>
        <ChainScreen key={restaurantSlug} {...chainPage} />
      </Suspense>
    );
  };
}
