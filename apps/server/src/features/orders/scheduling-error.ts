import { translateOrdering } from '@ordering/domain/ordering/messages';
import type { SchedulingError } from '@ordering/domain/ordering/scheduling';
import { AppError } from '../../errors/app-error';

/** A scheduling failure (416/417/418/419/422/424) as an API error, worded by the domain's catalog. */
export function schedulingError(error: SchedulingError): AppError {
  const err = new AppError(error.code, 'error.invalidInput', {}, { reason: error.reason });
  err.localized = (locale) => translateOrdering(locale, error.key);
  return err;
}
