import type { MembershipPromoResponse } from '@ordering/domain/contracts/programs';
import { localized } from '@ordering/domain/menu/convert';
import { Dialog } from 'radix-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { menuLocale, toLocale } from '../../../lib/locale';
import type { RestaurantData } from '../../../lib/restaurant-data';
import { memberInputAttributes } from '../member-input';
import { useMemberLookup } from '../use-member-lookup';

type Customization = NonNullable<RestaurantData['menu_configuration']['membership_customization']>;

/**
 * The membership access-code drawer (`membership_customization`): the
 * restaurant's title, tooltip, field (type and label), button, loading message and closing icon colour, in the
 * diner's language; our own words where the restaurant gave none. The field's messages are the spec's membership
 * form's; the provider's "no such member" is "profile not found".
 */
export function MembershipDrawer({
  data,
  open,
  onOpenChange,
  check,
  onUnlocked,
}: {
  data: RestaurantData;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  check: (identifier: string) => Promise<MembershipPromoResponse>;
  onUnlocked: (found: MembershipPromoResponse) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = menuLocale(toLocale(i18n.language) ?? 'en-CA');
  const custom: Customization | null = data.menu_configuration.membership_customization;
  const text = (field: keyof Customization & string, fallback: string) =>
    (custom ? localized(custom, field, lang) : '') || fallback;
  const inputType = custom?.input_type ?? 'text';
  const attributes = memberInputAttributes(inputType);
  const label = text('input_label', t('programs.inputLabel'));
  const id = useId();
  const fieldId = `${id}-identifier`;
  const tooltip = text('tooltip', '');
  const { value, error, busy, submit, change, clearError } = useMemberLookup({
    inputType,
    fieldId,
    label,
    check,
    onUnlocked,
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) clearError();
        onOpenChange(next);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-0 bottom-0 z-50 max-h-[94vh] overflow-y-auto rounded-t-3xl bg-surface p-5 text-ink shadow-xl focus:outline-none sm:inset-x-auto sm:top-1/2 sm:left-1/2 sm:bottom-auto sm:w-[30rem] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl">
          <DrawerHeader
            title={text('title', t('programs.title'))}
            iconColor={custom?.closing_icon_color ?? 'currentColor'}
          />
          <Dialog.Description className="mt-1 text-sm text-muted">
            {text('banner_message', t('programs.drawerIntro'))}
          </Dialog.Description>
          <form noValidate onSubmit={submit} className="mt-4 grid gap-3">
            <MemberField
              fieldId={fieldId}
              label={label}
              tooltip={tooltip}
              attributes={attributes}
              value={value}
              busy={busy}
              error={error}
              onChange={change}
            />
            <p role="status" className="min-h-5 text-sm text-muted">
              {busy ? text('loading_message', t('programs.loading')) : ''}
            </p>
            <button
              type="submit"
              disabled={busy}
              aria-busy={busy}
              className="rounded-full bg-brand px-5 py-3 font-semibold text-brand-contrast disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {text('button_text', t('programs.submit'))}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The drawer's title and its close button, whose icon takes the restaurant's colour. */
function DrawerHeader({ title, iconColor }: { title: string; iconColor: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start justify-between gap-3">
      <Dialog.Title className="font-display text-2xl font-semibold">{title}</Dialog.Title>
      <Dialog.Close
        aria-label={t('programs.close')}
        className="-mt-1 -mr-1 grid size-11 shrink-0 place-items-center rounded-full hover:bg-canvas focus-visible:outline-2 focus-visible:outline-brand"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-6"
          fill="none"
          stroke={iconColor}
          strokeWidth="2.5"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </Dialog.Close>
    </div>
  );
}

/** The identifier's field, with the restaurant's hint and the refusal under it. */
function MemberField({
  fieldId,
  label,
  tooltip,
  attributes,
  value,
  busy,
  error,
  onChange,
}: {
  fieldId: string;
  label: string;
  tooltip: string;
  attributes: ReturnType<typeof memberInputAttributes>;
  value: string;
  busy: boolean;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={fieldId} className="text-sm font-semibold">
        {label}
      </label>
      <input
        id={fieldId}
        name="member-identifier"
        type={attributes.type}
        inputMode={attributes.inputMode}
        autoComplete={attributes.autoComplete}
        maxLength={200}
        value={value}
        // Read-only, not disabled, while checking: it keeps focus, which a refusal leaves there.
        readOnly={busy}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [tooltip ? `${fieldId}-hint` : '', error ? `${fieldId}-error` : ''].join(' ').trim() || undefined
        }
        onChange={(e) => onChange(e.target.value)}
        className={`mt-1 w-full rounded-xl border bg-canvas px-3 py-2.5 text-base focus-visible:outline-2 focus-visible:outline-brand ${
          error ? 'border-red-600' : 'border-line'
        }`}
      />
      {tooltip ? (
        <p id={`${fieldId}-hint`} className="mt-1 text-xs text-muted">
          {tooltip}
        </p>
      ) : null}
      {error ? (
        <p
          id={`${fieldId}-error`}
          role="alert"
          className="mt-1 text-sm font-semibold text-red-700 dark:text-red-300"
        >
          {error}
        </p>
      ) : null}
    </div>
  );
}
