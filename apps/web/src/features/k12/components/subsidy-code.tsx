/**
 * The parent's subsidy code at checkout: adding stores it on the account
 * (add-subsidy-code) and reprices the rotational menus and the cart; removing sets it to none.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { PROFILE_KEY } from '../../../lib/session/use-session';
import { toast } from '../../../lib/toast';
import { addSubsidyCode, deleteSubsidyCode } from '../api';
import { danger, field, ghost } from './ui';

export function SubsidyCode({ restaurantId, code }: { restaurantId: number | string; code: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<unknown>, done: string, failed: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: PROFILE_KEY });
      toast.success(done);
      setValue('');
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : failed);
    } finally {
      setBusy(false);
    }
  };

  if (code) {
    return (
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-canvas p-2 text-sm">
        <span>{t('k12.subsidyApplied', { code })}</span>
        <button
          type="button"
          className={ghost}
          disabled={busy}
          onClick={() =>
            void run(
              () => deleteSubsidyCode(restaurantId),
              t('k12.subsidyRemoved'),
              t('k12.subsidyDeleteFailed'),
            )
          }
        >
          {t('k12.subsidyRemove')}
        </button>
        {error && (
          <p role="alert" className={`w-full ${danger}`}>
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <form
      className="mt-3 grid gap-1 text-sm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!value.trim()) return;
        void run(
          () => addSubsidyCode(restaurantId, value.trim()),
          t('k12.subsidyAdded'),
          t('k12.subsidyApplyFailed'),
        );
      }}
    >
      <label htmlFor="k12-subsidy" className="font-semibold">
        {t('k12.subsidyCode')}
      </label>
      <div className="flex gap-2">
        <input
          id="k12-subsidy"
          className={field}
          value={value}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'k12-subsidy-error' : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className={ghost} disabled={busy || !value.trim()}>
          {t('k12.subsidyApply')}
        </button>
      </div>
      {error && (
        <p id="k12-subsidy-error" role="alert" className={danger}>
          {error}
        </p>
      )}
    </form>
  );
}
