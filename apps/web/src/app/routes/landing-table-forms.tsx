/**
 * The landing's start of an order at a table: a seat (section, row, seat) where the venue delivers to seats, or a table
 * number where it serves tables; either leads to the menu with the place in the address (tableNum).
 */
import { translateError } from '@ordering/domain/format/messages';
import { missingSeatParts, parseSeat, type SeatAddress } from '@ordering/domain/ordering/seat';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TableQrScanButton } from '../../features/checkout/components/qr-scanner-dialog';
import { SeatFields } from '../../features/checkout/components/seat-fields';
import type { Locale } from '../../lib/locale';

export function SeatForm({ menuPath, locale }: { menuPath: string; locale: Locale }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [table, setTable] = useState('');
  const [seatErrors, setSeatErrors] = useState<Partial<Record<keyof SeatAddress, string>>>({});
  return (
    <form
      className="mt-6 grid gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const missing = missingSeatParts(parseSeat(table));
        if (missing.length > 0) {
          const required = translateError(locale, { key: 'required' });
          setSeatErrors(Object.fromEntries(missing.map((part) => [part, required])));
          document.getElementById(`seat-${missing[0]}`)?.focus();
          return;
        }
        navigate(`${menuPath}?tableNum=${encodeURIComponent(table)}`);
      }}
    >
      <SeatFields
        tableNum={table}
        onChange={(value) => {
          setTable(value);
          setSeatErrors({});
        }}
        errors={seatErrors}
      />
      <button
        type="submit"
        className="rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        {t('landing.startOrder')}
      </button>
      <div>
        <TableQrScanButton
          seat
          onTable={(value) => {
            setTable(value);
            setSeatErrors({});
          }}
        />
      </div>
    </form>
  );
}

export function TableForm({ menuPath }: { menuPath: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const tableId = useId();
  const [table, setTable] = useState('');
  const [tableError, setTableError] = useState('');
  return (
    <form
      className="mt-6"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const value = table.trim();
        if (!value) {
          setTableError(t('landing.tableRequired'));
          return;
        }
        navigate(`${menuPath}?tableNum=${encodeURIComponent(value)}`);
      }}
    >
      <label htmlFor={tableId} className="block font-semibold">
        {t('landing.tableNumber')}
      </label>
      <p id={`${tableId}-hint`} className="text-sm text-muted">
        {t('landing.tableNumberHint')}
      </p>
      <div className="mt-2 flex gap-2">
        <input
          id={tableId}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={table}
          aria-invalid={tableError ? true : undefined}
          aria-describedby={`${tableId}-hint${tableError ? ` ${tableId}-error` : ''}`}
          onChange={(e) => {
            setTable(e.target.value);
            setTableError('');
          }}
          className="w-32 rounded-xl border border-line bg-surface px-3 py-2.5 text-lg focus:border-brand focus:outline-none"
        />
        <button
          type="submit"
          className="flex-1 rounded-full bg-brand px-5 py-2.5 font-semibold text-brand-contrast focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          {t('landing.startOrder')}
        </button>
      </div>
      {tableError ? (
        <p id={`${tableId}-error`} role="alert" className="mt-2 text-sm font-semibold text-red-700">
          {tableError}
        </p>
      ) : null}
      <div className="mt-3">
        <TableQrScanButton
          onTable={(value) => {
            setTable(value);
            setTableError('');
          }}
        />
      </div>
    </form>
  );
}
