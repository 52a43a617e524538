/**
 * The checkout form's state: what the diner entered (restored after a reload), its errors, and the choices the
 * pricing reads. Beside the screen that owns it, with the route's other hooks.
 */

import { zodResolver } from '@hookform/resolvers/zod';
import type { ProfileResponse as Profile } from '@ordering/domain/contracts/accounts';
import { formatPhone } from '@ordering/domain/format/phone';
import { defaultSavedCard } from '@ordering/domain/ordering/payment-method';
import { localDate } from '@ordering/domain/ordering/zoned';
import { startingTipPercent, tipPercentsOffered } from '@ordering/domain/pricing/tip';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import {
  type CheckoutContext,
  type CheckoutForm,
  checkoutOrderType,
  EMPTY_FORM,
  seatedAt,
} from '../../features/checkout/checkout-form';
import { type CheckoutErrors, checkoutSchema } from '../../features/checkout/checkout-schema';
import {
  type GiftCardMarker,
  type PendingSubmission,
  readCheckout,
  type StoredCheckout,
} from '../../features/checkout/checkout-storage';
import { percentTip } from '../../features/checkout/components/tip-and-codes';
import { readContact, readLegalAge } from '../../features/checkout/device-memory';
import { cardOfVisit } from '../../features/checkout/visit-card';
import { type CostsChoice, getDiscountInfo } from '../../lib/cart/api';
import { currentTime } from '../../lib/clock';

function initialForm(
  file: CheckoutContext['file'],
  mode: CheckoutContext['mode'],
  saved: StoredCheckout | null,
): CheckoutForm {
  const contact = readContact();
  // Another round: the card typed for the order it follows, kept in memory for this visit (visit-card.ts).
  const card = mode.anotherRoundId ? cardOfVisit(file.restaurant.slug) : null;
  const locations = file.restaurant.generic_table_locations?.locations ?? [];
  const fresh: CheckoutForm = {
    ...EMPTY_FORM,
    takeoutType: mode.takeoutType ?? 'pickup',
    tableNum: mode.tableNum ?? '',
    // A QR code's table that is one of the restaurant's table areas is that area, chosen: the table is asked once.
    ...seatedAt(locations, {
      tableNum: mode.tableNum ?? '',
      tableLocation: mode.genericTableLocation ?? '',
      tableArea: '',
    }),
    fullName: contact?.fullName ?? '',
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    legalAge: readLegalAge(),
    paymentMethod:
      file.restaurant.extra_payment_methods.length > 0 &&
      file.order_options.generic_catering_hide_credit_card &&
      mode.genericCatering
        ? file.restaurant.extra_payment_methods[0]!.type
        : 'credit_card',
    ...card,
  };
  // What the diner had filled in before a reload (or in another tab) wins; a table or table location from the address
  // still does.
  if (!saved) return fresh;
  const restored: CheckoutForm = {
    ...fresh,
    ...saved.form,
    // A slot gone by while the diner was away is chosen again.
    slot: saved.form.slot && new Date(saved.form.slot) > currentTime() ? saved.form.slot : null,
    ...(mode.tableNum ? { tableNum: mode.tableNum } : {}),
    ...(mode.genericTableLocation ? { tableLocation: mode.genericTableLocation } : {}),
    legalAge: fresh.legalAge,
    ...card,
  };
  // A link's table that differs from the one kept replaces its area too.
  const kept =
    mode.tableNum && mode.tableNum !== saved.form.tableNum ? { ...restored, tableArea: '' } : restored;
  return { ...kept, ...seatedAt(locations, kept) };
}

/** What the form's rules need at the moment it is checked: the screen sets it on every render. */
export interface CheckoutRules {
  current: { ctx: CheckoutContext; wallet: boolean } | null;
}

/** react-hook-form's resolver: the checkout schema of the moment (checkout-schema.ts), through the zod resolver. */
const checkoutResolver: Resolver<CheckoutForm, CheckoutRules> = (values, rules, options) => {
  const now = rules?.current;
  if (!now) return { values, errors: {} };
  return zodResolver(checkoutSchema(now.ctx, { wallet: now.wallet }))(values, rules, options);
};

/**
 * The checkout's form, its day, tip and codes, and what the screen says about them; `profile` fills in what the
 * diner left empty.
 */
export function useCheckoutForm(
  data: CheckoutContext['file'],
  mode: CheckoutContext['mode'],
  profile: Profile | null,
) {
  const r = data.restaurant;
  // The checkout kept on the device with the cart, read once: a reload or a second tab carries on from it.
  const [saved] = useState(() => readCheckout(r.slug));
  const [initial] = useState<CheckoutForm>(() => initialForm(data, mode, saved));
  const rules = useRef<CheckoutRules['current']>(null);
  // The diner's entries live in react-hook-form; the errors shown are the last check's (Place order, a wallet, or
  // every change once the diner has tried).
  const methods = useForm<CheckoutForm, CheckoutRules>({
    defaultValues: initial,
    resolver: checkoutResolver,
    context: rules,
  });
  const form = useWatch({ control: methods.control }) as CheckoutForm;
  const [errors, setErrors] = useState<CheckoutErrors>({});
  // The processor's refusal stays by the payment fields until the diner changes how they pay.
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const paymentErrorRef = useRef<HTMLDivElement>(null);
  // Card not supported by the processor: the refusal carries Try again and Re-add card.
  const [notSupported, setNotSupported] = useState(false);
  // Which way the diner last tried to pay: a wallet needs no card fields.
  const [tried, setTried] = useState<false | 'form' | 'wallet'>(false);
  const [date, setDate] = useState(() => {
    const today = localDate(currentTime(), r.timezone);
    return saved && saved.date >= today ? saved.date : today;
  });
  // A signed-in diner's own default tip is among the percentages offered, and chosen to start with.
  const dinerTip = profile?.defaultTip ?? null;
  const defaults = tipPercentsOffered(data, dinerTip);
  // The tip preselected for the way this order is placed (a pickup may get none where dine-in gets 20 %).
  const type = checkoutOrderType(mode, form.takeoutType ? form : initial);
  const [choice, setChoice] = useTipChoice(data, type, saved, dinerTip);
  useSavedPromo(r.id, profile?.promoCode ?? null, saved === null, setChoice);
  // A submission sent and not yet answered, kept on the device so that a reload cannot turn it into a second order.
  const pending = useRef<PendingSubmission | null>(saved?.pending ?? null);
  // A gift card applied before the reload: its number was not kept (checkout-storage.ts), so the checkout says it
  // was removed, and what it had taken off the total, until the diner applies a gift card again.
  const [removedGiftCard, setRemovedGiftCard] = useState<GiftCardMarker | null>(saved?.giftCard ?? null);
  // The marker written with the checkout: the card applied now, else the one still said removed.
  const giftCard = useRef<GiftCardMarker | null>(saved?.giftCard ?? null);
  // A custom tip above the subtotal, confirmed by the diner; asked again whenever the tip changes.
  const [tipConfirmed, setTipConfirmed] = useState(false);
  const [tipError, setTipError] = useState<string | undefined>();
  useProfileFill(profile, methods);
  const set = useCallback(
    (patch: Partial<CheckoutForm>) => {
      for (const [key, value] of Object.entries(patch))
        methods.setValue(key as keyof CheckoutForm, value as never);
      if ('cardNumber' in patch || 'paymentMethod' in patch || 'savedCardId' in patch) {
        setPaymentError(null);
        setNotSupported(false);
      }
    },
    [methods],
  );
  return {
    form,
    set,
    methods,
    rules,
    errors,
    setErrors,
    paymentError,
    setPaymentError,
    paymentErrorRef,
    notSupported,
    setNotSupported,
    tried,
    setTried,
    date,
    setDate,
    defaults,
    choice,
    setChoice,
    pending,
    removedGiftCard,
    setRemovedGiftCard,
    giftCard,
    tipConfirmed,
    setTipConfirmed,
    tipError,
    setTipError,
  };
}

export type CheckoutFormState = ReturnType<typeof useCheckoutForm>;

/**
 * The tip and codes chosen (restored after a reload), the tip preselected for the way this order is placed (a pickup
 * may get none where dine-in gets 20 %); pickup switched to delivery (or back): a tip the diner left as preselected
 * follows the new way's preselection.
 */
function useTipChoice(
  data: CheckoutContext['file'],
  type: ReturnType<typeof checkoutOrderType>,
  saved: StoredCheckout | null,
  dinerTip: number | null,
) {
  const preselected = useRef(startingTipPercent(data, type, dinerTip));
  const [choice, setChoice] = useState<CostsChoice>(() => {
    if (saved)
      return { tip: saved.choice.tip ?? null, discount: saved.choice.discount ?? null, voucher: null };
    const value = preselected.current;
    return { tip: value !== null ? percentTip(value) : null, discount: null, voucher: null };
  });
  useEffect(() => {
    const before = preselected.current;
    const next = startingTipPercent(data, type, dinerTip);
    if (next === before) return;
    preselected.current = next;
    setChoice((c) => {
      const untouched =
        before === null ? !c.tip : c.tip?.type === 'percentage' && c.tip.percentageValue === before;
      return untouched ? { ...c, tip: next !== null ? percentTip(next) : null } : c;
    });
  }, [data, type, dinerTip]);
  return [choice, setChoice] as const;
}

/**
 * A signed-in diner's saved promo code (their account's) is applied to a checkout begun afresh, once the profile is
 * read, if no code was entered meanwhile and the restaurant takes it now (get-discount-info, as the field checks a
 * typed one). One it does not take is left unapplied rather than said refused: the diner did not type it here. A
 * checkout carried on after a reload keeps what the diner left, a removed code included.
 */
function useSavedPromo(
  restaurantId: number | string,
  code: string | null,
  fresh: boolean,
  setChoice: (update: (c: CostsChoice) => CostsChoice) => void,
) {
  const asked = useRef<string | null>(null);
  useEffect(() => {
    const saved = code?.trim();
    if (!fresh || !saved || asked.current === saved) return;
    asked.current = saved;
    getDiscountInfo(restaurantId, saved).then(
      () => setChoice((c) => (c.discount ? c : { ...c, discount: { code: saved.toUpperCase() } })),
      () => undefined,
    );
  }, [restaurantId, code, fresh, setChoice]);
}

/**
 * Signed in: the contact comes from the profile where the diner left it empty, and the default saved card is
 * offered (the second card when the default has an empty id).
 */
function useProfileFill(profile: Profile | null, methods: UseFormReturn<CheckoutForm, CheckoutRules>) {
  useEffect(() => {
    if (!profile) return;
    const card = defaultSavedCard(profile.paymentMethods);
    const f = methods.getValues();
    methods.setValue('fullName', f.fullName || `${profile.firstName} ${profile.lastName}`.trim());
    methods.setValue('email', f.email || profile.email);
    methods.setValue('phone', f.phone || (profile.phoneNumber ? formatPhone(profile.phoneNumber) : ''));
    if (f.savedCardId === undefined) methods.setValue('savedCardId', card?.paymentCardId ?? null);
  }, [profile, methods]);
}
