import { toCents } from '@ordering/domain/money/money';
import type { EventSuiteView, UpcomingEventsResponse } from '@ordering/domain/suites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondaryButton } from '../../../components/buttons';
import { inputClass } from '../../../components/form-fields';
import { ApiError } from '../../../lib/api-client';
import type { Locale } from '../../../lib/locale';
import { money } from '../../../lib/money';
import { toast } from '../../../lib/toast';
import { updateEventDaySettings } from '../api';
import { tabLimitStep } from '../tab-limit';
import { ConfirmStep } from './confirm-step';

/** The limit as the field shows it: the plain amount ("500", "512.50"). */
const limitText = (dollars: number | null) =>
  dollars === null ? '' : Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);

type Step = { kind: 'on' | 'changed'; fromCents: number | null; toCents: number } | { kind: 'off' };

/**
 * Saves the owner's tab (on with a limit, or off) and puts the answer in the upcoming events' cached list, so every
 * screen showing the suite shows the new tab at once.
 */
function useSaveOwnerTab(
  venue: number,
  eventId: string,
  eventSuiteId: string,
  { onSaved, onFailed }: { onSaved: (saved: string) => void; onFailed: () => void },
) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { tab_limit?: string; tab_active: boolean }) =>
      updateEventDaySettings({ eventId, eventSuiteId }, body, venue),
    onSuccess: (result) => {
      queryClient.setQueriesData<UpcomingEventsResponse>(
        { queryKey: ['suites', 'upcoming-events'] },
        (old) =>
          old
            ? {
                events: old.events.map((e) => ({
                  ...e,
                  suites: e.suites.map((s) =>
                    s.eventSuite.id === result.eventSuite.id ? { ...s, eventSuite: result.eventSuite } : s,
                  ),
                })),
              }
            : old,
      );
      onSaved(t('suites.ownerTab.saved'));
      toast.success(t('suites.ownerTab.saved'));
    },
    onError: (failure) => {
      onFailed();
      toast.error(
        failure instanceof ApiError && failure.message ? failure.message : t('suites.errors.generic'),
      );
    },
  });
}

/** The limit's field, its hint and its error, tied together for screen readers. */
function LimitField({
  id,
  fieldRef,
  value,
  error,
  onChange,
}: {
  id: string;
  fieldRef: RefObject<HTMLInputElement | null>;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={`${id}-limit`} className="block text-sm font-semibold">
        {t('suites.ownerTab.limit')}
      </label>
      <input
        ref={fieldRef}
        id={`${id}-limit`}
        inputMode="decimal"
        maxLength={100}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className={`${inputClass} ${error ? 'border-red-700' : 'border-line'} sm:max-w-xs`}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
        {t('suites.ownerTab.hint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The form's buttons: save the limit (or turn the tab on), turn it off, close. */
function LimitButtons({
  on,
  onTurnOff,
  onClose,
}: {
  on: boolean;
  onTurnOff: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" className={secondaryButton}>
        {on ? t('suites.ownerTab.saveLimit') : t('suites.ownerTab.turnOn')}
      </button>
      {on ? (
        <button type="button" onClick={onTurnOff} className={secondaryButton}>
          {t('suites.ownerTab.turnOff')}
        </button>
      ) : null}
      <button type="button" onClick={onClose} className={secondaryButton}>
        {t('suites.ownerTab.close')}
      </button>
    </div>
  );
}

/**
 * The owner's guest tab for one suite at one event ("a suite owner
 * may activate a tab with a limit for guests (inactive or active)"): on with a limit, the limit changed, or off,
 * each after a confirmation step. Removing the limit and the payment preference stay the operator's.
 */
export function OwnerTab({
  venue,
  eventId,
  eventSuite,
  locale,
}: {
  venue: number;
  eventId: string;
  eventSuite: EventSuiteView;
  locale: Locale;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [step, setStep] = useState<Step | null>(null);
  const id = useId();
  const on = eventSuite.tab_active && eventSuite.tab_limit !== null;
  const field = typed ?? limitText(eventSuite.tab_limit);

  const save = useSaveOwnerTab(venue, eventId, eventSuite.id, {
    onSaved: (saved) => {
      setStep(null);
      setTyped(null);
      setOpen(false);
      setNote(saved);
    },
    onFailed: () => setStep(null),
  });

  const { fieldRef, confirmRef, manageRef } = useFocusMoves(open, step);

  const ask = () => {
    setNote(null);
    const next = askedStep(eventSuite.tab_limit, field, on);
    if (next === 'invalid') {
      setError(t('suites.settings.invalidTab'));
      fieldRef.current?.focus();
      return;
    }
    setError(null);
    if (next === 'noChange') setNote(t('suites.settings.noChange'));
    else if (next !== null) setStep(next);
  };

  return (
    <div className="mt-3 border-t border-line pt-3" data-testid="owner-tab">
      <h4 className="text-sm font-semibold">{t('suites.ownerTab.title')}</h4>
      <TabState eventSuite={eventSuite} on={on} locale={locale} />
      {!open ? (
        <ManageButton
          buttonRef={manageRef}
          suiteName={eventSuite.suite.name}
          onOpen={() => {
            setOpen(true);
            setNote(null);
          }}
        />
      ) : (
        <LimitForm
          id={id}
          fieldRef={fieldRef}
          confirmRef={confirmRef}
          field={field}
          error={error}
          on={on}
          step={step}
          question={step ? stepQuestion(step, eventSuite.tab_limit, locale, t) : ''}
          pending={save.isPending}
          onAsk={ask}
          onType={(value) => {
            setTyped(value);
            setError(null);
            setStep(null);
          }}
          onConfirm={(confirmed) =>
            save.mutate(confirmed.kind === 'off' ? { tab_active: false } : limitBody(confirmed.toCents))
          }
          onCancelStep={() => setStep(null)}
          onTurnOff={() => {
            setNote(null);
            setError(null);
            setStep({ kind: 'off' });
          }}
          onClose={() => {
            setOpen(false);
            setTyped(null);
            setError(null);
          }}
        />
      )}
      <p role="status" className="mt-1 text-sm font-semibold empty:hidden">
        {note}
      </p>
    </div>
  );
}

/**
 * What the owner asked for with the field as typed: a confirmation step, no change, nothing to do, or an invalid
 * amount. The owner's tab always has a limit: an empty field is no amount (turning the tab off is the other button).
 */
function askedStep(
  tabLimit: number | null,
  field: string,
  on: boolean,
): Step | 'invalid' | 'noChange' | null {
  const next = tabLimitStep(tabLimit, field);
  if (next.kind === 'invalid' || next.kind === 'removed' || (next.kind === 'none' && field.trim() === ''))
    return 'invalid';
  const current = tabLimit === null ? null : toCents(tabLimit);
  if (next.kind === 'none')
    return on ? 'noChange' : { kind: 'on', fromCents: current, toCents: current ?? 0 };
  if (next.toCents === null) return null;
  return { kind: on ? 'changed' : 'on', fromCents: next.fromCents, toCents: next.toCents };
}

/** Opens the tab's form; named with the suite for screen readers. */
function ManageButton({
  buttonRef,
  suiteName,
  onOpen,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  suiteName: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button ref={buttonRef} type="button" onClick={onOpen} className={`${secondaryButton} mt-2 text-sm`}>
      {t('suites.ownerTab.manage')}
      <span className="sr-only"> — {suiteName}</span>
    </button>
  );
}

/** The tab turned on, or its limit changed, as the call takes it: dollars with two decimals. */
const limitBody = (cents: number) => ({ tab_limit: (cents / 100).toFixed(2), tab_active: true });

/** Whether the tab is on, with its limit and what the guests have spent, or off. */
function TabState({ eventSuite, on, locale }: { eventSuite: EventSuiteView; on: boolean; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm" data-testid="owner-tab-state">
      {on
        ? t('suites.ownerTab.on', {
            limit: money(toCents(eventSuite.tab_limit ?? 0), locale),
            spent: money(toCents(eventSuite.tab_spent), locale),
          })
        : t('suites.ownerTab.off')}
    </p>
  );
}

/** The confirmation's question for a step, the amounts in the diner's money. */
function stepQuestion(step: Step, tabLimit: number | null, locale: Locale, t: TFunction): string {
  const format = (cents: number | null) => (cents === null ? '' : money(cents, locale));
  return step.kind === 'off'
    ? t('suites.ownerTab.confirmOff', { from: money(toCents(tabLimit ?? 0), locale) })
    : step.kind === 'on'
      ? t('suites.ownerTab.confirmOn', { to: format(step.toCents) })
      : t('suites.ownerTab.confirmChanged', { from: format(step.fromCents), to: format(step.toCents) });
}

/**
 * Focus follows the form: a confirmation step takes it; opening moves to the field, closing (or saving) back to the
 * button that opened it. Returns the refs of those three.
 */
function useFocusMoves(open: boolean, step: Step | null) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLFieldSetElement>(null);
  const manageRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (step) confirmRef.current?.focus();
  }, [step]);
  useEffect(() => {
    if (open) fieldRef.current?.focus();
    else if (wasOpen.current) manageRef.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { fieldRef, confirmRef, manageRef };
}

/** The limit's form: the field, then either the confirmation of a step or the form's buttons. */
function LimitForm({
  id,
  fieldRef,
  confirmRef,
  field,
  error,
  on,
  step,
  question,
  pending,
  onAsk,
  onType,
  onConfirm,
  onCancelStep,
  onTurnOff,
  onClose,
}: {
  id: string;
  fieldRef: RefObject<HTMLInputElement | null>;
  confirmRef: RefObject<HTMLFieldSetElement | null>;
  field: string;
  error: string | null;
  on: boolean;
  step: Step | null;
  question: string;
  pending: boolean;
  onAsk: () => void;
  onType: (value: string) => void;
  onConfirm: (step: Step) => void;
  onCancelStep: () => void;
  onTurnOff: () => void;
  onClose: () => void;
}) {
  return (
    <form
      id={`${id}-form`}
      noValidate
      className="mt-2 grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        onAsk();
      }}
    >
      <LimitField id={id} fieldRef={fieldRef} value={field} error={error} onChange={onType} />
      {step ? (
        <ConfirmStep
          id={`${id}-question`}
          question={question}
          pending={pending}
          focusRef={confirmRef}
          onConfirm={() => onConfirm(step)}
          onCancel={onCancelStep}
        />
      ) : (
        <LimitButtons on={on} onTurnOff={onTurnOff} onClose={onClose} />
      )}
    </form>
  );
}
