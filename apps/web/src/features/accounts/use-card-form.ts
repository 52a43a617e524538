/**
 * The saved-card form's state and submission: react-hook-form with the card rules of the domain (card-form.ts, which
 * the server's tokenizer applies too), through the zod resolver, as the checkout's card fields are checked. At a
 * restaurant whose processor takes cards in its own element (Stripe's Payment Element), the element takes the card
 * instead, and a bank's 3-D Secure challenge is run in it before the server is asked to keep the card.
 */
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { useProcessorCardElement } from '../../components/processor-card-element';
import { ApiError } from '../../lib/api-client';
import { currentTime } from '../../lib/clock';
import { fieldMessages, focusFirstError, rulesResolver } from '../../lib/form-rules';
import {
  addPaymentMethod,
  type CardToSave,
  completePaymentMethod,
  type SavedCardView,
  updatePaymentMethod,
} from './api';
import { type CardFormValues, cardFormErrors } from './card-form';

export type CardFormState = CardFormValues & { makeDefault: boolean };

const EMPTY: CardFormState = { cardNumber: '', expiry: '', cvd: '', postalCode: '', makeDefault: false };

/**
 * Sends a change of the saved cards; true once the server took it. `sayRefusal`: says a refusal by the form itself
 * (true), rather than in a passing toast.
 */
export type Act = (
  action: () => Promise<SavedCardView[]>,
  done: string,
  sayRefusal?: (error: unknown) => boolean,
) => Promise<boolean>;

/**
 * The bank's refusal of the card (410) or the processor's failure (1803) when the card is checked before it is saved,
 * in the screen's language as the checkout says its own refusals. Null for any other error.
 */
export function cardRefusalText(error: unknown, t: (key: string) => string): string | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 410 && reasonOf(error) === 'authentication_failed')
    return t('accounts.cards.notConfirmed');
  if (error.code === 410) return t('accounts.cards.declined');
  if (error.code === 1803) return t('accounts.cards.checkFailed');
  return null;
}

const reasonOf = (error: ApiError) =>
  typeof error.details === 'object' && error.details !== null
    ? (error.details as { reason?: unknown }).reason
    : undefined;

/** The bank asks the diner to confirm the card being saved: what the element runs its challenge with. */
export function setupChallengeOf(error: unknown): { clientSecret: string; setupId: string } | null {
  if (!(error instanceof ApiError) || error.code !== 410) return null;
  const details = (error.details ?? {}) as { reason?: unknown; clientSecret?: unknown; setupId?: unknown };
  return details.reason === 'authentication_required' &&
    typeof details.clientSecret === 'string' &&
    typeof details.setupId === 'string'
    ? { clientSecret: details.clientSecret, setupId: details.setupId }
    : null;
}

/** The restaurant the diner saves cards at, and its processor's own card element where it has one. */
export interface CardSavingPlace {
  restaurantId: number | string;
  element: ReturnType<typeof useProcessorCardElement> | null;
}

/** The card as the server takes it: the element's payment method, or the typed fields; null if the element said no. */
async function cardOf(element: CardSavingPlace['element'], form: CardFormState): Promise<CardToSave | null> {
  if (element) {
    const token = await element.token();
    return token ? { processorToken: token } : null;
  }
  return {
    cardNumber: form.cardNumber.replace(/\D/g, ''),
    expiry: form.expiry,
    cvd: form.cvd.trim(),
    ...(form.postalCode.trim() ? { postalCode: form.postalCode.trim().toUpperCase() } : {}),
  };
}

/**
 * The card sent as a new one or a replacement of `target`. A bank asking the diner to confirm it: its challenge in
 * the element, then the server asks the processor whether it passed, and keeps the card only then.
 */
function saveAction(card: CardToSave, target: string, makeDefault: boolean, place: CardSavingPlace | null) {
  const restaurantId = place?.restaurantId ?? null;
  const element = place?.element ?? null;
  const replacing = target === 'new' ? {} : { paymentCardId: target };
  const asDefault = makeDefault ? { isDefault: true } : {};
  const send = () =>
    target === 'new'
      ? addPaymentMethod({ ...card, isDefault: makeDefault }, restaurantId)
      : updatePaymentMethod({ paymentCardId: target, ...card, ...asDefault }, restaurantId);
  return async () => {
    try {
      return await send();
    } catch (error) {
      const asked = setupChallengeOf(error);
      if (!asked || !element || restaurantId === null) throw error;
      await element.challenge(asked.clientSecret);
      return completePaymentMethod({ setupId: asked.setupId, ...replacing, ...asDefault }, restaurantId);
    }
  };
}

/**
 * The form that adds a card ('new') or replaces one (its id); none open (null) until asked, unless `startOpen`.
 * `place`: the restaurant the diner is at (null from none: the card is typed and kept by the default processor).
 */
export function useCardForm(act: Act, startOpen: boolean, place: CardSavingPlace | null = null) {
  const element = place?.element ?? null;
  const typed = useRef(element === null);
  typed.current = element === null;
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<'new' | string | null>(startOpen ? 'new' : null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const methods = useForm<CardFormState>({
    defaultValues: EMPTY,
    shouldFocusError: false,
    // The expiry is checked against the app's clock, the one the checkout prices against.
    // The processor's element checks what is typed in it: only typed fields are checked here.
    resolver: rulesResolver<CardFormState>((values) =>
      typed.current ? cardFormErrors(values, currentTime(), i18n.language) : {},
    ),
  });
  const values = useWatch({ control: methods.control }) as CardFormState;
  const set = (patch: Partial<CardFormState>) => {
    for (const [key, value] of Object.entries(patch))
      methods.setValue(key as keyof CardFormState, value as never);
  };

  const open = (target: 'new' | string) => {
    setEditing(target);
    setRefusal(null);
    methods.reset(EMPTY);
  };

  /**
   * A card its bank refused is said by the form, which keeps what was typed to correct or replace, except the
   * security code, typed again for the next try as the checkout asks it again; the list stays as it was.
   */
  const sayRefusal = (error: unknown) => {
    const text = cardRefusalText(error, t);
    if (!text) return false;
    setRefusal(text);
    methods.setValue('cvd', '');
    // After the paint that shows it: the diner hears it and lands by the form.
    requestAnimationFrame(() => {
      refusalRef.current?.scrollIntoView({ block: 'center' });
      refusalRef.current?.focus();
    });
    return true;
  };

  const save = async (form: CardFormState) => {
    const target = editing;
    if (target === null) return;
    setRefusal(null);
    const card = await cardOf(element, form);
    if (!card) return;
    const action = saveAction(card, target, form.makeDefault, place);
    const done = target === 'new' ? t('accounts.cards.added') : t('accounts.cards.updated');
    if (await act(action, done, sayRefusal)) setEditing(null);
  };

  return {
    editing,
    open,
    close: () => {
      setEditing(null);
      setRefusal(null);
    },
    refusal,
    refusalRef,
    values,
    set,
    errors: fieldMessages(methods.formState.errors),
    onSubmit: methods.handleSubmit(save, focusFirstError),
  };
}
