import { useQueryClient } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryButton, secondaryButton } from '../../../components/buttons';
import { CARD_BRANDS, CardFields } from '../../../components/card-fields';
import { Section } from '../../../components/form-fields';
import { useProcessorCardElement } from '../../../components/processor-card-element';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { processorOf } from '../../../lib/processors';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { PROFILE_KEY } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { deletePaymentMethod, type Profile, type SavedCardView, updatePaymentMethod } from '../api';
import { type Act, type CardFormState, useCardForm } from '../use-card-form';

/**
 * A change of the saved cards sent to the server: the profile's list replaced by its answer, and said in a toast. The
 * answer says which cards this restaurant takes: the profiles loaded for other restaurants are read again instead.
 */
function useCardActions(restaurantId: number | string | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const updated = (list: SavedCardView[]) => {
    for (const [key, profile] of queryClient.getQueriesData<Profile>({ queryKey: PROFILE_KEY })) {
      const at = key[PROFILE_KEY.length] ?? null;
      if (String(at) !== String(restaurantId))
        void queryClient.invalidateQueries({ queryKey: key, exact: true });
      else if (profile) queryClient.setQueryData(key, { ...profile, paymentMethods: list });
    }
  };
  const act: Act = async (action, done, sayRefusal) => {
    setBusy(true);
    try {
      updated(await action());
      toast.success(done);
      return true;
    } catch (error) {
      if (sayRefusal?.(error)) return false;
      toast.error(
        `${t('accounts.cards.saveFailed')}${error instanceof ApiError && error.message ? ` ${error.message}` : ''}`,
      );
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}

/** The restaurant the diner came to the profile from: where cards are saved, and which it takes. */
export interface CardsRestaurant {
  restaurantId: number | string;
  /** Its name in the screen's language. */
  name: string;
  data: RestaurantData;
}

/**
 * /profile/user-payment-methods: saved cards (brand, last 4, expiry), add, replace, remove, make default. From a
 * restaurant, a card is saved through its processor (in the processor's own element where it has one), and a card
 * it cannot charge is marked so.
 */
export function PaymentMethods({
  profile,
  restaurant = null,
  locale = 'en-CA',
}: {
  profile: Profile;
  restaurant?: CardsRestaurant | null;
  locale?: Locale;
}) {
  const { t } = useTranslation();
  const { busy, act } = useCardActions(restaurant?.restaurantId ?? null);
  const cards = profile.paymentMethods;
  const Element = restaurant ? processorOf(restaurant.data).cardElement : null;
  const element = useProcessorCardElement(restaurant?.restaurantId ?? '', Element, locale, null, true);
  const form = useCardForm(
    act,
    cards.length === 0,
    restaurant ? { restaurantId: restaurant.restaurantId, element: Element ? element : null } : null,
  );

  return (
    <div className="grid gap-4">
      <Section title={t('accounts.nav.cards')} id="cards">
        {cards.length === 0 ? <p className="text-muted">{t('accounts.cards.none')}</p> : null}
        <ul className="grid gap-2">
          {cards.map((card) => (
            <SavedCard
              key={card.paymentCardId}
              card={card}
              busy={busy}
              act={act}
              restaurant={restaurant}
              onEdit={() => form.open(card.paymentCardId)}
            />
          ))}
        </ul>
        {form.editing === null ? (
          <button
            type="button"
            className={`${primaryButton} justify-self-start`}
            onClick={() => form.open('new')}
          >
            {t('accounts.cards.add')}
          </button>
        ) : null}
      </Section>
      {form.editing !== null ? (
        <CardForm
          editing={form.editing}
          values={form.values}
          set={form.set}
          errors={form.errors}
          refusal={form.refusal}
          refusalRef={form.refusalRef}
          busy={busy}
          hasCards={cards.length > 0}
          processorFields={Element ? element.fields : null}
          onSubmit={form.onSubmit}
          onCancel={form.close}
        />
      ) : null}
    </div>
  );
}

/**
 * One saved card: its brand, last 4 and expiry, whether the restaurant takes it, and make default, edit and remove.
 */
function SavedCard({
  card,
  busy,
  act,
  onEdit,
  restaurant,
}: {
  card: SavedCardView;
  busy: boolean;
  act: Act;
  onEdit: () => void;
  restaurant: CardsRestaurant | null;
}) {
  const { t } = useTranslation();
  const restaurantId = restaurant?.restaurantId ?? null;
  // Saved with another processor or merchant account: kept for where it pays, never offered at this checkout.
  const refused = restaurant !== null && card.acceptedHere === false;
  return (
    <li className="rounded-xl border border-line p-3">
      <p className="font-semibold">
        {t('accounts.cards.summary', {
          brand: card.brand === 'unknown' ? t('accounts.cards.card') : CARD_BRANDS[card.brand],
          last4: card.last4,
          expiry: card.expiry,
        })}
        {card.isDefault ? (
          <span className="ml-2 rounded-full bg-brand px-2 py-0.5 text-xs text-brand-contrast">
            {t('accounts.cards.default')}
          </span>
        ) : null}
        {refused ? (
          <span className="ml-2 rounded-full border border-line px-2 py-0.5 text-xs font-semibold text-muted">
            {t('accounts.cards.notAcceptedHere', { restaurant: restaurant.name })}
          </span>
        ) : null}
      </p>
      {refused ? <p className="mt-1 text-sm text-muted">{t('accounts.cards.notAcceptedHint')}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {!card.isDefault ? (
          <button
            type="button"
            disabled={busy}
            className={secondaryButton}
            onClick={() =>
              void act(
                () =>
                  updatePaymentMethod({ paymentCardId: card.paymentCardId, isDefault: true }, restaurantId),
                t('accounts.cards.madeDefault'),
              )
            }
          >
            {t('accounts.cards.makeDefault')}
          </button>
        ) : null}
        <button type="button" disabled={busy} className={secondaryButton} onClick={onEdit}>
          {t('accounts.cards.edit')}
        </button>
        <button
          type="button"
          disabled={busy}
          className={secondaryButton}
          onClick={() => {
            if (window.confirm(t('accounts.cards.confirmRemove', { last4: card.last4 })))
              void act(
                () => deletePaymentMethod(card.paymentCardId, restaurantId),
                t('accounts.cards.removed'),
              );
          }}
        >
          {t('accounts.remove')}
        </button>
      </div>
    </li>
  );
}

/** Adding a card, or replacing one: its number, expiry, CVD and postal code, and whether it becomes the default. */
function CardForm({
  editing,
  values,
  set,
  errors,
  refusal,
  refusalRef,
  busy,
  hasCards,
  processorFields,
  onSubmit,
  onCancel,
}: {
  editing: 'new' | string;
  values: CardFormState;
  set: (patch: Partial<CardFormState>) => void;
  errors: Record<string, string>;
  /** The bank's refusal of the card just sent, said above its fields. */
  refusal: string | null;
  refusalRef: RefObject<HTMLDivElement | null>;
  busy: boolean;
  hasCards: boolean;
  /** The processor's own card element, in place of the typed fields; null where the card is typed. */
  processorFields: React.ReactNode;
  onSubmit: (e?: React.BaseSyntheticEvent) => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <form noValidate onSubmit={onSubmit}>
      <Section
        title={editing === 'new' ? t('accounts.cards.add') : t('accounts.cards.replace')}
        id="card-form"
      >
        {refusal ? (
          <div
            ref={refusalRef}
            id="card-refusal"
            role="alert"
            tabIndex={-1}
            className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800 focus-visible:outline-2 focus-visible:outline-red-700 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
          >
            {refusal}
          </div>
        ) : null}
        {processorFields ?? (
          <CardFields
            values={{ ...values, postal: values.postalCode }}
            errors={{ ...errors, postal: errors.postalCode }}
            onChange={({ postal, ...patch }) =>
              set({ ...patch, ...(postal === undefined ? {} : { postalCode: postal }) })
            }
            labels={{
              cardNumber: t('accounts.cards.number'),
              expiry: t('accounts.cards.expiry'),
              expiryPlaceholder: t('accounts.cards.expiryPlaceholder'),
              cvd: t('accounts.cards.cvd'),
              postal: t('accounts.cards.postalCode'),
            }}
            postal={{ id: 'postalCode', maxLength: 10, placeholder: 'K1K1Y1' }}
          />
        )}
        {hasCards ? (
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-brand"
              checked={values.makeDefault}
              onChange={(e) => set({ makeDefault: e.target.checked })}
            />
            {t('accounts.cards.asDefault')}
          </label>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className={primaryButton}>
            {t('accounts.save')}
          </button>
          {hasCards ? (
            <button type="button" className={secondaryButton} onClick={onCancel}>
              {t('accounts.cancel')}
            </button>
          ) : null}
        </div>
      </Section>
    </form>
  );
}
