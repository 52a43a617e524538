/**
 * Ordering messages: the order-type failure ('no flags provided'), the scheduling and
 * availability reasons of the error catalogue (RULES-ordering-format.md) and the K-12 date-range messages. The spec
 * words 'no flags provided', 'no date range provided' and the orders-paused text; the rest are ours.
 */
import { type Catalog, type MessageParams, resolveLocale, translateFrom } from '../i18n/translate';
import type { SchedulingError } from './scheduling';

export const ORDERING_MESSAGES = {
  noFlagsProvided: { 'en-CA': 'no flags provided', 'fr-CA': 'aucun indicateur fourni' },
  noTableOrTakeout: {
    'en-CA': 'No table number or takeout flag provided.',
    'fr-CA': 'Aucun numéro de table ni indicateur de commande à emporter fourni.',
  },
  noDateRange: { 'en-CA': 'No date range provided.', 'fr-CA': 'Aucune période fournie.' },
  menuNotAvailable: {
    'en-CA': 'This menu is not available at the requested time.',
    'fr-CA': 'Ce menu n’est pas offert à l’heure demandée.',
  },
  slotFull: {
    'en-CA': 'This time slot is full. Please choose another time.',
    'fr-CA': 'Cette plage horaire est complète. Veuillez choisir une autre heure.',
  },
  kitchenFull: {
    'en-CA':
      "The kitchen can't fit this order in the next 4 hours. Please try again later, or order fewer items.",
    'fr-CA':
      'La cuisine ne peut pas préparer cette commande dans les 4 prochaines heures. Veuillez réessayer plus tard ou commander moins d’articles.',
  },
  restaurantClosed: {
    'en-CA': 'The restaurant is closed at that time.',
    'fr-CA': 'Le restaurant est fermé à ce moment-là.',
  },
  outsideOrderingWindow: {
    'en-CA': 'Orders cannot be placed for this date or time.',
    'fr-CA': 'Il est impossible de commander pour cette date ou cette heure.',
  },
  requiredNotice: {
    'en-CA': 'This menu must be ordered at least {notice} ahead.',
    'fr-CA': 'Ce menu doit être commandé au moins {notice} à l’avance.',
  },
  timePassed: {
    'en-CA': 'That time has passed. Please choose a later time.',
    'fr-CA': 'Cette heure est passée. Veuillez choisir une heure plus tard.',
  },
  lastCallPassed: {
    'en-CA': 'Last call has passed for this menu.',
    'fr-CA': 'L’heure de la dernière commande est passée pour ce menu.',
  },
  itemNotOffered: {
    'en-CA': '{item} is offered only {days}. Please choose one of those days or remove it from your cart.',
    'fr-CA':
      '{item} n’est offert que {days}. Veuillez choisir l’un de ces jours ou le retirer de votre panier.',
  },
  linkDateRefused: {
    'en-CA': 'This ordering link takes orders only {days}. Please choose one of those days.',
    'fr-CA': 'Ce lien de commande ne prend des commandes que {days}. Veuillez choisir l’un de ces jours.',
  },
  takeoutAsapOnly: {
    'en-CA':
      'This restaurant makes take-out orders as soon as possible only. Please order without choosing a time.',
    'fr-CA':
      'Ce restaurant prépare les commandes à emporter dès que possible seulement. Veuillez commander sans choisir d’heure.',
  },
  cateringPickupNotOffered: {
    'en-CA': 'This restaurant delivers its catering orders. Please choose delivery.',
    'fr-CA': 'Ce restaurant livre ses commandes de traiteur. Veuillez choisir la livraison.',
  },
  takeoutChoiceNotOffered: {
    'en-CA': 'This restaurant does not offer that way of taking out. Please choose another.',
    'fr-CA': 'Ce restaurant n’offre pas cette façon de commander à emporter. Veuillez en choisir une autre.',
  },
  ordersPaused: {
    'en-CA':
      'Thanks for your patience! Ordering is paused for the moment, but the menu is still available to view.',
    'fr-CA':
      'Merci de votre patience! Les commandes sont suspendues pour le moment, mais le menu est toujours offert en consultation.',
  },
} satisfies Catalog<string>;

export type OrderingMessageKey = keyof typeof ORDERING_MESSAGES;

export function translateOrdering(
  locale: string | null | undefined,
  key: OrderingMessageKey,
  params?: MessageParams,
): string {
  return translateFrom(ORDERING_MESSAGES, locale, key, params);
}

/** A lead time in words: "48 hours", "1 hour 30 minutes", "10 minutes" ("48 heures"...). */
export function formatNotice(totalMinutes: number, locale: string | null | undefined): string {
  const tag = resolveLocale(locale);
  const total = Math.max(0, Math.round(totalMinutes));
  const unit = (unit: 'hour' | 'minute', n: number) =>
    new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }).format(n);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return unit('minute', minutes);
  return minutes === 0 ? unit('hour', hours) : `${unit('hour', hours)} ${unit('minute', minutes)}`;
}

/**
 * A scheduling refusal in the diner's language: a date or time inside a menu's notice says how far ahead the menu
 * must be ordered (a 48-hour catering menu asked for tomorrow), the other reasons their catalogue message.
 */
export function schedulingMessage(
  locale: string | null | undefined,
  error: Pick<SchedulingError, 'key' | 'reason' | 'leadMinutes'>,
): string {
  if (error.reason === 'required_notice' && error.leadMinutes)
    return translateOrdering(locale, 'requiredNotice', { notice: formatNotice(error.leadMinutes, locale) });
  return translateOrdering(locale, error.key);
}
