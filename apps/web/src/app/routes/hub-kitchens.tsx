import {
  type ComponentProps,
  type ComponentType,
  lazy,
  memo,
  Suspense,
  useCallback,
  useMemo,
  useRef,
} from 'react';
import type { KitchenList } from '../../features/marketplace/components/kitchen-list';

export type KitchenListProps = ComponentProps<typeof KitchenList>;
type Props = KitchenListProps;

// Only at a hub. On a page the server drew, React leaves the drawn list in place until this code has come (the
// boundary stays as drawn), then takes it over as it is.
const BrowserKitchens = lazy(() =>
  import('./hub-kitchens-browser').then((m) => ({ default: m.BrowserKitchens })),
);

let DrawnOnServer: ComponentType<Props> | undefined;

/** The server's renderer (entry-server.tsx) draws the whole list: its code stays out of the browser's menu. */
export function drawKitchensWith(component: ComponentType<Props>): void {
  DrawnOnServer = component;
}

/**
 * A hub's list of kitchens, on the server or in the browser, in the same boundary. Until the browser's code has come
 * and taken the drawn list over, the boundary must not be given new props (React would then draw it afresh, empty):
 * the menu's renders pass the same kitchens and choice, and the latest `onSelect` is called through a ref.
 */
export function HubKitchens(props: Props) {
  const latest = useRef(props.onSelect);
  latest.current = props.onSelect;
  const onSelect = useCallback((slug: string) => latest.current(slug), []);
  const menus = props.menuIds.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same kitchens are the same list, whatever the array.
  const menuIds = useMemo(() => props.menuIds, [menus]);
  return <Kitchens {...props} menuIds={menuIds} onSelect={onSelect} />;
}

const Kitchens = memo(function Kitchens(props: Props) {
  return (
    <Suspense fallback={null}>
      {DrawnOnServer ? <DrawnOnServer {...props} /> : <BrowserKitchens {...props} />}
    </Suspense>
  );
});
