import { toCents } from '@ordering/domain/money/money';
import type { MinimalInfoResponse, PaymentPreference } from '@ordering/domain/suites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../../../components/buttons';
import { inputClass, Section } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { updateEventDaySettings } from '../api';
import { type TabLimitStep, tabLimitStep } from '../tab-limit';
import { minimalInfoKey, useSuiteInfo } from '../use-suite-info';
import { ConfirmStep } from './confirm-step';
import { ErrorNote } from './ui';

/** The limit as the field shows it: the plain amount ("500", "512.50"). */
const limitText = (dollars: number | null) =>
  dollars === null ? '' : Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);

type SettingsProps = {
  venue: number | string;
  eventSuiteId: string;
  ownerId: string;
  locale: Locale;
  menuLink: string;
};

/** The settings' state: the suite as the server has it, what the operator picked or typed, and the save. */
function useSuiteSettings({ venue, eventSuiteId, ownerId }: SettingsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = minimalInfoKey(venue, eventSuiteId);
  const query = useSuiteInfo(venue, eventSuiteId);
  const [preference, setPreference] = useState<PaymentPreference | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [tabError, setTabError] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [step, setStep] = useState<Extract<TabLimitStep, { fromCents: number | null }> | null>(null);
  const confirmRef = useRef<HTMLFieldSetElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const tabId = useId();
  const paymentId = useId();
  const firstChoiceRef = useRef<HTMLInputElement>(null);

  const save = useMutation({
    mutationFn: (body: Parameters<typeof updateEventDaySettings>[1]) => {
      const info = query.data!;
      return updateEventDaySettings(
        { eventId: info.event.id, eventSuiteId },
        { userId: ownerId, order_restaurant_id: String(venue), ...body },
        venue,
      );
    },
    onSuccess: (result) => {
      queryClient.setQueryData<MinimalInfoResponse>(key, (old) =>
        old
          ? {
              ...old,
              eventSuite: result.eventSuite,
              userEventSuite: { tab_limit: result.eventSuite.tab_limit },
            }
          : old,
      );
      setTyped(null);
      setPreference(null);
      setStep(null);
      setNote(t('suites.settings.saved'));
      toast.success(t('suites.settings.saved'));
    },
    onError: (error) => {
      setStep(null);
      toast.error(error instanceof ApiError && error.message ? error.message : t('suites.errors.generic'));
    },
  });

  useEffect(() => {
    if (step) confirmRef.current?.focus();
  }, [step]);

  return {
    query,
    save,
    preference,
    setPreference,
    typed,
    setTyped,
    tabError,
    setTabError,
    paymentError,
    setPaymentError,
    note,
    setNote,
    step,
    setStep,
    confirmRef,
    fieldRef,
    tabId,
    paymentId,
    firstChoiceRef,
  };
}

type Settings = ReturnType<typeof useSuiteSettings>;
type EventSuite = MinimalInfoResponse['eventSuite'];

/**
 * Event-day suite settings, by the operator for the owner: the payment
 * preference (charge the owner's card, or an invoice; fixed after the event's first order) and the tab limit, set,
 * changed or removed after a confirmation step.
 */
export function SuiteSettings(props: SettingsProps) {
  const { t } = useTranslation();
  const settings = useSuiteSettings(props);
  const { query, note } = settings;
  if (query.isPending) return <p className="text-muted">{t('suites.loading')}</p>;
  if (query.isError)
    return (
      <ErrorNote>
        {query.error instanceof ApiError && query.error.message
          ? query.error.message
          : t('suites.settings.failed')}
      </ErrorNote>
    );
  const { eventSuite } = query.data;
  return (
    <div className="grid gap-4">
      <EventDayPayment settings={settings} eventSuite={eventSuite} />
      <TabLimit settings={settings} eventSuite={eventSuite} locale={props.locale} />
      {note ? (
        <p role="status" className="text-sm font-semibold">
          {note}
        </p>
      ) : null}

      <Link to={props.menuLink} className={`${primaryButton} text-center`}>
        {t('suites.settings.toMenu')}
      </Link>
    </div>
  );
}

/** How the owner pays on event day: chosen once, fixed after the event's first order. */
function EventDayPayment({ settings, eventSuite }: { settings: Settings; eventSuite: EventSuite }) {
  const { t } = useTranslation();
  const { save, preference, setPreference, paymentError, setPaymentError, paymentId, firstChoiceRef } =
    settings;
  const current = eventSuite.event_day_payment_preference;
  // Nothing is shown as chosen until a preference is saved (or picked here): a ticked default would read as saved.
  const chosen = preference ?? current;
  const fixed = eventSuite.payment_preference_fixed;
  return (
    <Section title={t('suites.settings.payment')} id="suite-payment">
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (chosen === null) {
            setPaymentError(t('suites.settings.paymentRequired'));
            firstChoiceRef.current?.focus();
            return;
          }
          save.mutate({ event_day_payment_preference: chosen });
        }}
      >
        <fieldset
          className="grid gap-2"
          disabled={fixed || save.isPending}
          aria-invalid={paymentError ? true : undefined}
          aria-describedby={
            [current === null ? `${paymentId}-unset` : '', paymentError ? `${paymentId}-error` : '']
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend className="sr-only">{t('suites.settings.payment')}</legend>
          {current === null ? (
            <p id={`${paymentId}-unset`} className="text-sm text-muted" data-testid="payment-unset">
              {t('suites.settings.paymentNotChosen')}
            </p>
          ) : null}
          {(['charge', 'invoice'] as const).map((value, i) => (
            <label
              key={value}
              className={`flex items-center gap-3 rounded-xl border p-3 ${paymentError ? 'border-red-700' : 'border-line'}`}
            >
              <input
                ref={i === 0 ? firstChoiceRef : undefined}
                type="radio"
                name="payment-preference"
                value={value}
                checked={chosen === value}
                onChange={() => {
                  setPreference(value);
                  setPaymentError(null);
                }}
                className="size-5 accent-brand"
              />
              <span className="font-semibold">{t(`suites.settings.${value}`)}</span>
            </label>
          ))}
          {paymentError ? (
            <p
              id={`${paymentId}-error`}
              role="alert"
              className="text-sm font-semibold text-red-700 dark:text-red-300"
            >
              {paymentError}
            </p>
          ) : null}
        </fieldset>
        {eventSuite.payment_card ? (
          <p className="text-sm">{t('suites.settings.cardNote', { last4: eventSuite.payment_card.last4 })}</p>
        ) : null}
        {fixed ? (
          <p className="text-sm text-muted">{t('suites.settings.fixed')}</p>
        ) : (
          <button
            type="submit"
            disabled={save.isPending || (current !== null && chosen === current)}
            className={`${secondaryButton} justify-self-start`}
          >
            {t('suites.settings.savePayment')}
          </button>
        )}
      </form>
    </Section>
  );
}

/** The tab limit: set, changed or removed once the operator confirms the step. */
function TabLimit({
  settings,
  eventSuite,
  locale,
}: {
  settings: Settings;
  eventSuite: EventSuite;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const { save, typed, setTabError, setNote, step, setStep, confirmRef, fieldRef } = settings;
  const field = typed ?? limitText(eventSuite.tab_limit);
  const format = (cents: number | null) => (cents === null ? '' : money(cents, locale));

  const ask = (text: string) => {
    setNote(null);
    const next = tabLimitStep(eventSuite.tab_limit, text);
    if (next.kind === 'invalid') {
      setTabError(t('suites.settings.invalidTab'));
      fieldRef.current?.focus();
      return;
    }
    setTabError(null);
    if (next.kind === 'none') {
      // The same limit on a tab the owner turned off: setting it turns the tab on again.
      if (!eventSuite.tab_active && eventSuite.tab_limit !== null) {
        setStep({ kind: 'set', fromCents: null, toCents: toCents(eventSuite.tab_limit) });
        return;
      }
      setNote(t('suites.settings.noChange'));
      return;
    }
    setStep(next);
  };

  const question = step ? confirmQuestion(step, format, t) : '';

  return (
    <Section title={t('suites.settings.tabLimit')} id="suite-tab">
      <form
        className="grid gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          ask(field);
        }}
      >
        <TabLimitField settings={settings} value={field} />
        <TabSpent eventSuite={eventSuite} locale={locale} />
        {!eventSuite.tab_active && eventSuite.tab_limit !== null ? (
          <p className="text-sm text-muted" data-testid="tab-off">
            {t('suites.settings.tabOff')}
          </p>
        ) : null}
        {step ? (
          <ConfirmStep
            id="tab-confirm-question"
            question={question}
            pending={save.isPending}
            focusRef={confirmRef}
            onConfirm={() =>
              save.mutate({
                tab_limit: step.toCents === null ? null : (step.toCents / 100).toFixed(2),
                tab_active: step.toCents !== null,
              })
            }
            onCancel={() => setStep(null)}
          />
        ) : (
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={secondaryButton}>
              {t('suites.settings.saveTab')}
            </button>
            {eventSuite.tab_limit !== null ? (
              <button type="button" onClick={() => ask('')} className={secondaryButton}>
                {t('suites.settings.removeTab')}
              </button>
            ) : null}
          </div>
        )}
      </form>
    </Section>
  );
}

/** The confirmation's question: the limit set, changed (from, to) or removed. */
function confirmQuestion(
  step: NonNullable<Settings['step']>,
  format: (cents: number | null) => string,
  t: TFunction,
) {
  if (step.kind === 'set') return t('suites.settings.confirmSet', { to: format(step.toCents) });
  if (step.kind === 'changed')
    return t('suites.settings.confirmChanged', { from: format(step.fromCents), to: format(step.toCents) });
  return t('suites.settings.confirmRemoved', { from: format(step.fromCents) });
}

/** The limit as typed (dollars), its hint and its error; typing again drops a pending confirmation. */
function TabLimitField({ settings, value }: { settings: Settings; value: string }) {
  const { t } = useTranslation();
  const { setTyped, tabError, setTabError, setStep, fieldRef, tabId } = settings;
  return (
    <div>
      <label htmlFor={tabId} className="text-sm font-semibold">
        {t('suites.settings.tabLimit')}
      </label>
      <input
        ref={fieldRef}
        id={tabId}
        inputMode="decimal"
        maxLength={100}
        value={value}
        onChange={(e) => {
          setTyped(e.target.value);
          setTabError(null);
          setStep(null);
        }}
        aria-invalid={tabError ? true : undefined}
        aria-describedby={`${tabId}-hint${tabError ? ` ${tabId}-error` : ''}`}
        className={`${inputClass} ${tabError ? 'border-red-700' : 'border-line'}`}
      />
      <p id={`${tabId}-hint`} className="mt-1 text-xs text-muted">
        {t('suites.settings.tabLimitHint')}
      </p>
      {tabError ? (
        <p id={`${tabId}-error`} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
          {tabError}
        </p>
      ) : null}
    </div>
  );
}

/** What the tab has spent, and what is left under its limit. */
function TabSpent({ eventSuite, locale }: { eventSuite: EventSuite; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm">
      {eventSuite.tab_remaining === null
        ? t('suites.settings.tabSpentNoLimit', { spent: money(toCents(eventSuite.tab_spent), locale) })
        : t('suites.settings.tabSpent', {
            spent: money(toCents(eventSuite.tab_spent), locale),
            remaining: money(toCents(eventSuite.tab_remaining), locale),
          })}
    </p>
  );
}
