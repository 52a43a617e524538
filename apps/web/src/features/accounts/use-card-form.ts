/**
 * The saved-card form's state and submission: react-hook-form with the card rules of the domain (card-form.ts, which
 * the server's tokenizer applies too), through the zod resolver, as the checkout's card fields are checked.
 */
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { currentTime } from '../../lib/clock';
import { fieldMessages, focusFirstError, rulesResolver } from '../../lib/form-rules';
import { addPaymentMethod, type SavedCardView, updatePaymentMethod } from './api';
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
  if (error.code === 410) return t('accounts.cards.declined');
  if (error.code === 1803) return t('accounts.cards.checkFailed');
  return null;
}

/** The form that adds a card ('new') or replaces one (its id); none open (null) until asked, unless `startOpen`. */
export function useCardForm(act: Act, startOpen: boolean) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<'new' | string | null>(startOpen ? 'new' : null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalRef = useRef<HTMLDivElement | null>(null);
  const methods = useForm<CardFormState>({
    defaultValues: EMPTY,
    shouldFocusError: false,
    // The expiry is checked against the app's clock, the one the checkout prices against.
    resolver: rulesResolver<CardFormState>((values) => cardFormErrors(values, currentTime(), i18n.language)),
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
    const card = {
      cardNumber: form.cardNumber.replace(/\D/g, ''),
      expiry: form.expiry,
      cvd: form.cvd.trim(),
      ...(form.postalCode.trim() ? { postalCode: form.postalCode.trim().toUpperCase() } : {}),
    };
    const target = editing;
    if (target === null) return;
    setRefusal(null);
    const ok =
      target === 'new'
        ? await act(
            () => addPaymentMethod({ ...card, isDefault: form.makeDefault }),
            t('accounts.cards.added'),
            sayRefusal,
          )
        : await act(
            () =>
              updatePaymentMethod({
                paymentCardId: target,
                ...card,
                ...(form.makeDefault ? { isDefault: true } : {}),
              }),
            t('accounts.cards.updated'),
            sayRefusal,
          );
    if (ok) setEditing(null);
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
