import {
  formatSeat,
  parseSeat,
  SEAT_PART_MAX,
  type SeatAddress,
  seatPart,
} from '@ordering/domain/ordering/seat';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';

const PARTS = ['section', 'row', 'seat'] as const;

/**
 * Section, row and seat of a stadium seat (a seat-delivery venue), edited as the table number they are written in
 * (`112-F-7`, ordering/seat.ts). Each field keeps letters and digits only, in upper case.
 */
export function SeatFields({
  tableNum,
  onChange,
  errors = {},
}: {
  tableNum: string;
  onChange: (tableNum: string) => void;
  errors?: Partial<Record<keyof SeatAddress, string>>;
}) {
  const { t } = useTranslation();
  const seat = parseSeat(tableNum);
  return (
    <fieldset>
      <legend className="font-semibold">{t('seat.title')}</legend>
      <p className="text-sm text-muted">{t('seat.hint')}</p>
      <div className="mt-2 grid grid-cols-3 gap-3">
        {PARTS.map((part) => (
          <TextField
            key={part}
            id={`seat-${part}`}
            label={t(`seat.${part}`)}
            value={seat[part]}
            autoComplete="off"
            maxLength={SEAT_PART_MAX[part] + 2}
            onChange={(typed) => onChange(formatSeat({ ...seat, [part]: seatPart(typed, part) }))}
            error={errors[part]}
          />
        ))}
      </div>
    </fieldset>
  );
}
