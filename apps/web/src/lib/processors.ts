/**
 * The card processors the checkout and the table tab know, by the data file's `payment_processor`: the card element
 * each draws and what each can do. A processor is added here (and on the server, apps/server/src/adapters/payments/) rather than
 * tested by name across the screens; the record's keys follow the data file's list, so the typecheck asks for a new
 * one.
 */
import type { RestaurantDataFile } from '@ordering/domain/menu/data-file';
import { StripeCardFields } from '../components/stripe-card-fields';

type ProcessorName = RestaurantDataFile['restaurant']['payment_processor'];

export interface WebProcessor {
  /**
   * The processor's own card element, drawn in place of the form's card fields with the processor's public
   * configuration (GET payment config); null: the diner types the card into the form, and the order carries it.
   */
  cardElement: typeof StripeCardFields | null;
  /** Nothing is charged online: the diner pays at the restaurant. */
  paysOnPremise: boolean;
}

export const PROCESSORS: Readonly<Record<ProcessorName, WebProcessor>> = {
  sandbox: { cardElement: null, paysOnPremise: false },
  stripe: { cardElement: StripeCardFields, paysOnPremise: false },
  payOnPremise: { cardElement: null, paysOnPremise: true },
};

export const processorOf = (file: Pick<RestaurantDataFile, 'restaurant'>): WebProcessor =>
  PROCESSORS[file.restaurant.payment_processor];

/** The card is typed into the form's own fields (checked there, and sent with the order). */
export const typesCard = (file: Pick<RestaurantDataFile, 'restaurant'>) =>
  processorOf(file).cardElement === null;
