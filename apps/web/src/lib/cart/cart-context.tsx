import { addToCart, removeFromCart, updateQuantity } from '@ordering/domain/cart/add-item';
import type { CartItem } from '@ordering/domain/cart/cart-item';
import { countItems } from '@ordering/domain/cart/limits';
import { linkFromParams, type OrderLink } from '@ordering/domain/order-types/link';
import { buildMenuIndex, type MenuIndex } from '@ordering/domain/pricing/menu-index';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { inTaskOfItsOwn, isDrawnElsewhere } from '../hydrating';
import type { RestaurantData } from '../restaurant-data';
import { toast } from '../toast';
import { readCart, writeCart } from './cart-storage';
import { emptyCart, type RestoredCart, restoreSavedCart } from './saved-cart';
import { useAddAgain } from './use-add-again';

export interface CartApi {
  items: CartItem[];
  mode: OrderLink;
  index: MenuIndex;
  count: number;
  add: (item: CartItem) => void;
  setQuantity: (orderId: number, quantity: number) => void;
  remove: (orderId: number) => void;
  /**
   * Lines of an earlier order put back by the reorder rules (room left in the cart, gone or sold-out items
   * skipped): false when none could be added, the reason already shown to the diner. The diner is told which lines
   * went in and which did not (`quiet`: the caller says it in its own words).
   */
  addAgain: (lines: readonly CartItem[], options?: { quiet?: boolean }) => Promise<boolean>;
  /** After an order: the items go, the mode stays (the diner is still at the table). */
  clear: () => void;
  setMode: (mode: OrderLink) => void;
}

const CartContext = createContext<CartApi | null>(null);

export function useCart(): CartApi {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside CartProvider');
  return cart;
}

export function CartProvider({
  slug,
  data,
  children,
}: {
  slug: string;
  data: RestaurantData;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const index = useMemo(() => buildMenuIndex(data), [data]);
  // A page drawn on the server starts with no cart, as the server drew it; the saved one joins right after, as it does
  // wherever the device holds one (its rules load then: saved-cart.ts).
  const [initial] = useState(() => (isDrawnElsewhere() || readCart(slug) ? null : emptyCart(data)));
  // A ref, not state: the restore after hydration re-renders only what it changes.
  const restored = useRef(initial !== null);
  const [items, setItems] = useState<CartItem[]>(initial?.items ?? []);
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const [mode, setModeState] = useState<OrderLink>(initial?.mode ?? {});
  const modeRef = useRef(mode);
  modeRef.current = mode;
  const [params] = useSearchParams();

  // On a page drawn on the server, the saved cart joins once the page is the browser's. Lines already in the cart and
  // a mode from the address (a table's QR code) win over the saved ones. Only what changes re-renders; what stays
  // (a table from the address) is saved at once.
  useEffect(() => {
    if (restored.current) return;
    let live = true;
    const join = (saved: RestoredCart) => {
      if (!live) return;
      restored.current = true;
      const keepItems = (current: CartItem[]) => current.length > 0 || saved.items.length === 0;
      const keepMode = (current: OrderLink) =>
        Object.keys(current).length > 0 || Object.keys(saved.mode).length === 0;
      setItems((current) => (keepItems(current) ? current : saved.items));
      setModeState((current) => (keepMode(current) ? current : saved.mode));
      writeCart(slug, {
        restaurantId: String(data.restaurant.id),
        items: keepItems(itemsRef.current) ? itemsRef.current : saved.items,
        mode: keepMode(modeRef.current) ? modeRef.current : saved.mode,
        savedAt: Date.now(),
      });
      if (saved.dropped > 0) toast.warning(t('cart.restoreChanged'));
    };
    const cancel = inTaskOfItsOwn(() => void restoreSavedCart(slug, data, index).then(join));
    return () => {
      live = false;
      cancel();
    };
  }, [slug, data, index, t]);

  // The URL's mode parameters win over the saved mode (a new QR code scanned at another table).
  const urlMode = useMemo(() => linkFromParams(params), [params]);
  useEffect(() => {
    if (!urlMode || JSON.stringify(urlMode) === JSON.stringify(mode)) return;
    // A cart belongs to its suite context: another event suite starts empty.
    if ((urlMode.eventSuite ?? null) !== (mode.eventSuite ?? null)) setItems([]);
    setModeState(urlMode);
  }, [urlMode, mode]);

  useEffect(() => {
    if (!restored.current) return;
    writeCart(slug, { restaurantId: String(data.restaurant.id), items, mode, savedAt: Date.now() });
  }, [slug, data.restaurant.id, items, mode]);

  const addAgain = useAddAgain(data, index, itemsRef, setItems);

  const api = useMemo<CartApi>(
    () => ({
      items,
      mode,
      index,
      count: countItems(items),
      add: (item) => setItems((current) => addToCart(current, item)),
      setQuantity: (orderId, quantity) => setItems((current) => updateQuantity(current, orderId, quantity)),
      remove: (orderId) => setItems((current) => removeFromCart(current, orderId)),
      addAgain,
      clear: () => setItems([]),
      setMode: setModeState,
    }),
    [items, mode, index, addAgain],
  );
  return <CartContext.Provider value={api}>{children}</CartContext.Provider>;
}
