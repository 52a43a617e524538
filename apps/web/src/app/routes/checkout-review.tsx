/** The checkout's review: the cart's lines (by kitchen at a hub, a refused one marked), the costs and the legal age. */
import { localized } from '@ordering/domain/menu/convert';
import type { TFunction } from 'i18next';
import { ReviewSection } from '../../features/checkout/components/review-section';
import type { CartApi } from '../../lib/cart/cart-context';
import { CostsSummary, totalSummaryTitle } from '../../lib/cart/components/costs-summary';
import { groupByKitchen } from '../../lib/cart/kitchen-groups';
import { lineText } from '../../lib/cart/line-text';
import { refusedChoiceName, refusedMark } from '../../lib/cart/refused-lines';
import { type Locale, menuLocale } from '../../lib/locale';
import { money } from '../../lib/money';
import type { RestaurantData } from '../../lib/restaurant-data';
import type { CheckoutFormState } from './use-checkout-form';
import type { CheckoutPricing } from './use-checkout-pricing';

interface Props {
  data: RestaurantData;
  cart: CartApi;
  locale: Locale;
  t: TFunction;
  state: CheckoutFormState;
  pricing: CheckoutPricing;
  /** The lines the server refused, by order line id, with the refusal's code. */
  refused: Map<number, number>;
  /** Of those, the lines refused for a choice (not the dish), with the choice's group and value. */
  refusedChoices: Map<number, { groupId: string; valueId: string }>;
  alcohol: boolean;
}

export function CheckoutReview({
  data,
  cart,
  locale,
  t,
  state,
  pricing,
  refused,
  refusedChoices,
  alcohol,
}: Props) {
  const r = data.restaurant;
  const lang = menuLocale(locale);
  const { form, errors, set } = state;
  const { costs, deliveryUnquoted, underZoneMinimum } = pricing;
  return (
    <ReviewSection
      kitchens={
        r.marketplace_hub
          ? groupByKitchen(cart.items, data.menus, lang).map((g) => ({
              id: g.menuId,
              name: g.name,
              keys: g.items.map((i) => i.orderId),
            }))
          : null
      }
      lines={cart.items.map((item) => {
        const text = lineText(cart.index, item, lang);
        const refusedCode = refused.get(item.orderId);
        return {
          key: item.orderId,
          quantity: item.quantity,
          name: text.name,
          options: text.options,
          instructions: text.instructions,
          price: money(item.orderPrice, locale),
          refused:
            refusedCode === undefined
              ? undefined
              : refusedMark(
                  t,
                  refusedCode,
                  refusedChoiceName(cart.index, item, refusedChoices.get(item.orderId), lang),
                ),
          onRemove: () => cart.remove(item.orderId),
        };
      })}
      summary={
        costs.data ? (
          <CostsSummary
            costs={costs.data}
            locale={locale}
            splitTaxes={r.show_split_taxes}
            serviceChargeLabel={localized(data.order_options, 'service_charge_label', lang)}
            totalTitle={totalSummaryTitle(data.order_options, lang)}
          />
        ) : null
      }
      pricing={{ fetching: costs.isFetching, failed: costs.isError, paused: Boolean(r.orders_paused) }}
      deliveryUnquoted={deliveryUnquoted}
      underZoneMinimum={underZoneMinimum}
      legalAge={
        alcohol
          ? { checked: form.legalAge, error: errors.legalAge, onChange: (legalAge) => set({ legalAge }) }
          : null
      }
    />
  );
}
