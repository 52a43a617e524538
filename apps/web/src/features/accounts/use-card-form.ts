/**
 * The saved-card form's state and submission: react-hook-form with the card rules of the domain (card-form.ts, which
 * the server's tokenizer applies too), through the zod resolver, as the checkout's card fields are checked.
 */
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentTime } from '../../lib/clock';
import { fieldMessages, focusFirstError, rulesResolver } from '../../lib/form-rules';
import { addPaymentMethod, type SavedCardView, updatePaymentMethod } from './api';
import { type CardFormValues, cardFormErrors } from './card-form';

export type CardFormState = CardFormValues & { makeDefault: boolean };

const EMPTY: CardFormState = { cardNumber: '', expiry: '', cvd: '', postalCode: '', makeDefault: false };

/** Sends a change of the saved cards; true once the server took it. */
export type Act = (action: () => Promise<SavedCardView[]>, done: string) => Promise<boolean>;

/** The form that adds a card ('new') or replaces one (its id); none open (null) until asked, unless `startOpen`. */
export function useCardForm(act: Act, startOpen: boolean) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState<'new' | string | null>(startOpen ? 'new' : null);
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
    methods.reset(EMPTY);
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
    const ok =
      target === 'new'
        ? await act(
            () => addPaymentMethod({ ...card, isDefault: form.makeDefault }),
            t('accounts.cards.added'),
          )
        : await act(
            () =>
              updatePaymentMethod({
                paymentCardId: target,
                ...card,
                ...(form.makeDefault ? { isDefault: true } : {}),
              }),
            t('accounts.cards.updated'),
          );
    if (ok) setEditing(null);
  };

  return {
    editing,
    open,
    close: () => setEditing(null),
    values,
    set,
    errors: fieldMessages(methods.formState.errors),
    onSubmit: methods.handleSubmit(save, focusFirstError),
  };
}
