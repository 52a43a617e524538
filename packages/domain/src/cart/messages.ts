/**
 * Cart rule messages: rules return a key and its params; screens and the server translate with this catalog. The
 * English is the spec's exact text where the spec gives one (the Cart rows of RULES-pricing-cart.md).
 */
import { type Cents, formatMoney } from '../money/money';
import { ORDERING_MESSAGES } from '../ordering/messages';

export type CartMessageKey =
  | 'optionGroupLimit'
  | 'requiredFields'
  | 'optionNotFound'
  | 'subOptionGroupNotFound'
  | 'maxItemsPerCart'
  | 'maxMealsPerCart'
  | 'minMealsPerCart'
  | 'cateringMinimum'
  | 'reorderItemsSkipped'
  | 'reorderCartFull'
  | 'optionMaxQuantity'
  | 'legalAgeRequired'
  | 'k12LoginRequired'
  | 'cateringLoginRequired'
  | 'noFlagsProvided'
  | 'orderTypeMismatch';

export type MessageParams = Record<string, string | number>;

export interface CartMessage {
  key: CartMessageKey;
  params?: MessageParams;
  /** Amounts (cents) shown as money in the reader's locale, so a server can word one refusal in either language. */
  money?: Record<string, Cents>;
}

export type CartLocale = 'en-CA' | 'fr-CA';

export const CART_MESSAGES: Record<CartLocale, Record<CartMessageKey, string>> = {
  'en-CA': {
    optionGroupLimit: 'You can only have {optionGroupLimit} selections',
    requiredFields: 'Please select all required fields',
    optionNotFound: 'Option not found',
    subOptionGroupNotFound: 'Sub option group not found',
    maxItemsPerCart: 'You can only have {max} items in your cart',
    maxMealsPerCart: 'You can only have {max} meals in your cart',
    minMealsPerCart: 'Please add at least {min} meals to your cart',
    cateringMinimum: 'Add {remaining} more to reach the minimum order of {minimum}',
    reorderItemsSkipped: 'Some items could not be added to your cart. Please add them manually.',
    reorderCartFull: 'Your cart is full. Some items could not be added.',
    optionMaxQuantity: 'You can only have {maxQuantity} of this option',
    legalAgeRequired: 'Please confirm that you are of legal drinking age.',
    k12LoginRequired: 'Ordering school meals requires signing in to an account.',
    cateringLoginRequired: 'Placing a catering order requires signing in to an account.',
    noFlagsProvided: ORDERING_MESSAGES.noFlagsProvided['en-CA'],
    orderTypeMismatch:
      'This order does not match how it is being placed (table, take-out, delivery or catering). Please start your order again.',
  },
  'fr-CA': {
    optionGroupLimit: 'Vous ne pouvez faire que {optionGroupLimit} sélections',
    requiredFields: 'Veuillez faire une sélection dans tous les champs obligatoires',
    optionNotFound: 'Option introuvable',
    subOptionGroupNotFound: 'Sous-groupe d’options introuvable',
    maxItemsPerCart: 'Votre panier ne peut contenir que {max} articles',
    maxMealsPerCart: 'Votre panier ne peut contenir que {max} repas',
    minMealsPerCart: 'Veuillez ajouter au moins {min} repas à votre panier',
    cateringMinimum: 'Ajoutez encore {remaining} pour atteindre la commande minimale de {minimum}',
    reorderItemsSkipped:
      'Certains articles n’ont pas pu être ajoutés à votre panier. Veuillez les ajouter manuellement.',
    reorderCartFull: 'Votre panier est plein. Certains articles n’ont pas pu être ajoutés.',
    optionMaxQuantity: 'Vous ne pouvez choisir cette option que {maxQuantity} fois',
    legalAgeRequired: 'Veuillez confirmer que vous avez l’âge légal pour consommer de l’alcool.',
    k12LoginRequired: 'Pour commander des repas scolaires, vous devez vous connecter à un compte.',
    cateringLoginRequired: 'Pour passer une commande de traiteur, vous devez vous connecter à un compte.',
    noFlagsProvided: ORDERING_MESSAGES.noFlagsProvided['fr-CA'],
    orderTypeMismatch:
      'Cette commande ne correspond pas à la façon dont elle est passée (table, à emporter, livraison ou traiteur). Veuillez recommencer votre commande.',
  },
};

/** The wording of a limit of exactly one, where the plural reads wrong ("1 selections"), by the count's param. */
const LIMIT_OF_ONE: Record<CartLocale, Partial<Record<CartMessageKey, [param: string, text: string]>>> = {
  'en-CA': {
    optionGroupLimit: ['optionGroupLimit', 'You can only have 1 selection'],
    maxItemsPerCart: ['max', 'You can only have 1 item in your cart'],
    maxMealsPerCart: ['max', 'You can only have 1 meal in your cart'],
    minMealsPerCart: ['min', 'Please add at least 1 meal to your cart'],
  },
  'fr-CA': {
    optionGroupLimit: ['optionGroupLimit', 'Vous ne pouvez faire qu’une sélection'],
    maxItemsPerCart: ['max', 'Votre panier ne peut contenir qu’un article'],
    maxMealsPerCart: ['max', 'Votre panier ne peut contenir qu’un repas'],
    minMealsPerCart: ['min', 'Veuillez ajouter au moins 1 repas à votre panier'],
  },
};

/**
 * The message in `locale` (fr-CA, else en-CA) with `{name}` params filled in (money params as money in that
 * locale); unknown params stay visible.
 */
export function formatCartMessage(message: CartMessage, locale: string): string {
  const french = locale.toLowerCase().startsWith('fr');
  const catalog = french ? CART_MESSAGES['fr-CA'] : CART_MESSAGES['en-CA'];
  const one = LIMIT_OF_ONE[french ? 'fr-CA' : 'en-CA'][message.key];
  if (one && message.params?.[one[0]] === 1) return one[1];
  return catalog[message.key].replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (message.money && name in message.money)
      return formatMoney(message.money[name]!, french ? 'fr-CA' : 'en-CA');
    return message.params && name in message.params ? String(message.params[name]) : whole;
  });
}
