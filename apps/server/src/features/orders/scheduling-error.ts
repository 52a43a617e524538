import { localized } from '@ordering/domain/menu/convert';
import type { DataFileMenu } from '@ordering/domain/menu/data-file';
import { schedulingMessage } from '@ordering/domain/ordering/messages';
import { formatSlotLabel, type SchedulingError } from '@ordering/domain/ordering/scheduling';
import { localDate } from '@ordering/domain/ordering/zoned';
import { AppError } from '../../errors/app-error';
import { translate } from '../../i18n/messages';

/**
 * A scheduling failure (416/417/418/419/422/424) as an API error, worded by the domain's catalog (a time inside the
 * notice names it).
 */
export function schedulingError(error: SchedulingError): AppError {
  const err = new AppError(error.code, 'error.invalidInput', {}, { reason: error.reason });
  err.localized = (locale) => schedulingMessage(locale, error);
  return err;
}

/**
 * A cart for now refused because its kitchen is closed (418, closed or holiday): the same code and reason, worded
 * for now with the next opening (its weekday when not today), and at a hub the kitchen's name for "we". Without a
 * next opening the domain's words stay.
 */
export function closedNowError(
  error: SchedulingError,
  at: { now: Date; opens: Date | null; zone: string; kitchen: DataFileMenu | null },
): AppError {
  const err = schedulingError(error);
  const { now, opens, zone, kitchen } = at;
  if (!opens) return err;
  const today = localDate(opens, zone) === localDate(now, zone);
  err.localized = (locale) => {
    const time = formatSlotLabel(opens, zone, locale);
    const day = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: zone }).format(opens);
    const name = kitchen ? localized(kitchen, 'name', locale === 'fr-CA' ? 'fr' : 'en') : '';
    if (kitchen && name) {
      return today
        ? translate(locale, 'error.kitchenClosedNowOpensAt', { kitchen: name, time })
        : translate(locale, 'error.kitchenClosedNowOpensOn', { kitchen: name, day, time });
    }
    return today
      ? translate(locale, 'error.closedNowOpensAt', { time })
      : translate(locale, 'error.closedNowOpensOn', { day, time });
  };
  return err;
}
