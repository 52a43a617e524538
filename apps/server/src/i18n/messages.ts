/**
 * Server messages, by key, in both locales. Parameters are written `{name}`. The `Locale` header picks the
 * language (en-CA by default); a test fails when a key exists in one language only.
 */
export const locales = ['en-CA', 'fr-CA'] as const;
export type Locale = (typeof locales)[number];

const en = {
  'error.invalidInput': 'Some of the information entered is not valid.',
  'error.malformedJson': 'The request body is not valid JSON.',
  'error.unsupportedMediaType': 'The request body must be sent as JSON.',
  'error.bodyTooLarge': 'The request is too large.',
  'error.notFound': 'We could not find what you were looking for.',
  'error.routeNotFound': 'There is no such API endpoint.',
  'error.methodNotAllowed': 'This API endpoint does not accept this method.',
  'error.unavailable': 'The service is temporarily unavailable. Please try again in a moment.',
  'error.placeNotFound': 'We could not find this place. Please choose another suggestion.',
  'error.placesUnavailable':
    'Place search is unavailable at the moment. Please try again, or use your location.',
  'error.tooManyFailedLookups':
    'Too many codes that are not valid were tried. Please wait a few minutes and try again.',
  'error.notificationNotFound': 'We could not find an order with this number and phone number.',
  'error.notificationClosed': 'This order is {status}: there is no “ready” text left to send.',
  'error.restaurantNotFound': 'We could not find the restaurant "{slug}".',
  'error.tooManyRequests': 'Too many attempts. Please wait a moment and try again.',
  'error.internal': 'Something went wrong on our side. Please try again.',
  'error.invalidDataFile': 'The restaurant data file is not valid.',
  'error.restaurantIdTaken': 'The restaurant id {id} already belongs to the restaurant "{slug}".',
  'error.restaurantRequired': 'Tell us which restaurant this is for (X-RESTAURANT-ID).',
  'error.unknownRestaurant': 'We could not find the restaurant {id}.',
  'error.itemsRefused': 'Some items in your cart can no longer be ordered.',
  'error.itemSoldOut': 'Sorry, this item is sold out.',
  'error.itemUnavailable': 'Sorry, this item is not available at this time.',
  'error.menuNotFound': 'We could not find this menu.',
  'error.promoInvalid': 'This promo code is not valid.',
  'error.promoExpired': 'This promo code has expired.',
  'error.promoNotStarted': 'This promo code is not active yet.',
  'error.promoUsedUp': 'This promo code has already been used.',
  'error.promoMinimum': 'This promo code needs an order of at least {minimum}.',
  'error.deliveryOutside': 'We don’t deliver to this postal code.',
  'error.deliveryMinimum': 'Delivery to {zone} needs an order of at least {minimum}.',
  'error.giftCardInvalid': 'This gift card is not valid.',
  'error.creditsUnavailable': 'Account credits are not available for this order.',
  'error.giftCardNoFunds': 'The gift card does not have any funds left',
  'error.creditsNoFunds': 'Your account credits no longer cover this amount. Please review your order.',
  'error.creditsReasonRequired': 'Please give a reason for this change of credits.',
  'error.membershipUnavailable': 'This restaurant has no membership program.',
  'error.memberNotFound': 'We could not find a member with this access code. Please check it and try again.',
  'error.memberOnly': 'Only members can order from this menu. Please enter your access code.',
  'error.creditsWouldGoNegative': 'This would take more credits than the account holds ({balance}).',
  'error.idempotencyKeyRequired': 'An Idempotency-Key header is required to place an order.',
  'error.idempotencyKeyReused': 'This Idempotency-Key was already used for a different order.',
  'error.submissionInProgress': 'Your order is still being processed. Try again in a moment.',
  'error.orderTooLarge':
    'An online order can be at most {maximum}. Please call the restaurant for a larger order.',
  'error.priceChanged': 'Prices have changed since your cart was priced. Please review your order.',
  'error.paymentDeclined': 'Your payment was declined. Please try another card.',
  'error.paymentFailed': 'Your payment could not be processed. Please try again.',
  'error.authenticationRequired': 'Your bank asks you to confirm this payment.',
  'error.cardInvalid': 'The card information is not valid.',
  'error.cardRequired': 'Please enter a card to pay for this order.',
  'error.cardFieldsOnly':
    'This restaurant takes cards through its secure card form only: card numbers are never sent to our server. Please enter your card in that form.',
  'error.orderNotFound': 'We could not find this order.',
  'error.cartEmpty': 'Your cart is empty.',
  'error.applePayUnsupported': 'Apple Pay is not supported at this location.',
  'error.staffOnly': 'This is for the restaurant’s staff: your account has no role at this restaurant.',
  'error.staffRoleRefused': 'Your role ({role}) does not allow this.',
  'error.declineReasonRequired': 'Say why the order is declined: the diner reads the reason.',
  'error.orderBusy': 'This order’s payment is being processed. Try again in a moment.',
  'error.refundStatus':
    'Only an accepted, ready or completed order can be refunded; decline a pending order instead.',
  'error.refundNothing': 'There is nothing left to refund on this order.',
  'error.refundLine': 'This order has no line {position}.',
  'error.refundTooMany': 'Line {position} has only {refundable} left to refund.',
  'error.refundPartialFailed': 'The card refund could not be made: nothing was refunded. Please try again.',
  'error.menuTargetUnknown': 'The published menu has no {kind} “{id}”.',
  'error.staffLastOwner': 'A restaurant keeps at least one owner.',
  'error.staffGroupRole': 'This role is held at the restaurant’s group: change it there.',
  'error.statusTransition': 'This order is {from}: it cannot be marked {to}.',
  'error.captureFailed':
    'The card payment could not be collected: the order was not accepted. Cancel it or contact the diner.',
  'error.refundFailed':
    'The card payment could not be returned: the order was not cancelled. Please try again.',
  'sms.orderReady': '{restaurant}: your order #{number} is ready.',
  'email.confirmationSubject': 'Your order #{number} at {restaurant}',
  'email.confirmationBody':
    'Thank you for your order #{number} at {restaurant}.\n\nTotal: {total}\n{when}\n\nFollow it live: {link}',
  'email.pickupAt': 'Ready around {time}',
  'orderStatus.pending': 'pending',
  'orderStatus.in_progress': 'in progress',
  'orderStatus.ready': 'ready',
  'orderStatus.completed': 'completed',
  'orderStatus.cancelled': 'cancelled',
  'error.applePayValidationUrl':
    'Apple Pay could not be set up: the validation address must be an Apple Pay server (https://apple-pay-gateway….apple.com).',
  // Accounts and sessions (issue 13).
  'error.sessionExpired': 'Your session has expired. Please log in again.',
  'error.originRefused': 'This request did not come from this site.',
  'error.loginFailed': 'The e-mail or password is incorrect.',
  'error.currentPasswordWrong': 'Your current password is incorrect.',
  'error.resetTokenInvalid':
    'This password reset link is not valid or has expired. Please ask for a new one.',
  'error.subsidyCodeInvalid': 'This subsidy code is not valid.',
  'error.schoolNotFound': 'Please choose one of the program’s schools.',
  'error.studentsUnavailable': 'Student profiles are only for school meal programs.',
  'error.paymentMethodNotFound': 'We could not find this card.',
  'error.studentNotFound': 'We could not find this student.',
  'error.noDateRange': 'No date range provided.',
  'error.dateRangeTooLong': 'Please choose a range of at most {days} days.',
  'error.k12StudentRequired': 'Please choose the student each school meal is for.',
  'error.k12CancelPastCutoff': 'This day can no longer be cancelled: its ordering cutoff has passed.',
  'error.k12AlreadyCancelled': 'This day is already cancelled.',
  'k12.cancelledByParent': 'Cancelled by the parent before the cutoff.',
  'error.userNotFound': 'We could not find this account.',
  'error.socialLoginFailed':
    'We could not sign you in with {provider}. Please check the account’s permissions.',
  'error.socialAccountNotFound': 'No account is linked to this {provider} sign-in yet. Please sign up first.',
  'error.socialEmailMissing': '{provider} did not share a verified e-mail address.',
  'error.providerUnknown': 'Sign-in with {provider} is not available.',
  'email.passwordResetSubject': 'Reset your password',
  'email.passwordResetBody':
    'Someone asked to reset the password of your account ({email}).\n\nChoose a new password within one hour: {link}\n\nIf it was not you, ignore this e-mail: your password stays the same.',
  // Event suites and operators (issue 18): the spec's own words where it has them.
  'error.notSuiteOperator': 'User is not a suite operator.',
  'error.operatorNotAssigned': 'This user is not assigned to this suite.',
  'error.noEventSuite': 'No event suite found.',
  'error.invalidSuiteOwner': 'invalid suite owner',
  'error.noEventsToday': 'no events today',
  'error.noSuitesForEvent': 'no suites for the event',
  'error.preOrderNeedsCard': 'pre-ordering requires a saved payment method',
  'error.preOrderLocked': 'Pre-ordering for this event closed on {date}.',
  'error.preOrderExists': 'This suite already has a pre-order: change it instead.',
  'error.preOrderNotCurrent': 'This pre-order was already changed or cancelled. Please reload the event.',
  'error.preOrderCateringOnly': 'Pre-orders are taken from the catering menus only.',
  'error.paymentPreferenceFixed': 'The payment preference cannot change after the first order of the event.',
  'error.tabLimitExceeded': 'This order ({total}) is over the suite’s remaining tab of {remaining}.',
  'error.tabLimitInvalid': 'Please enter the tab limit as an amount, such as 250.',
  'error.suiteCardFixed': 'This suite’s orders are charged to the card ending in {last4}.',
  'error.suiteInvoiceOnly': 'This suite’s event-day orders are invoiced: please choose the invoice.',
  'error.suiteChargeOnly': 'This suite’s event-day orders are charged to the owner’s card.',
  'error.notEventDay': 'Event-day ordering is open on the day of the event only.',
  'error.suiteLinkInvalid': 'This suite link is not valid or has expired.',
  'error.suiteLoginRequired': 'Please log in to order for your suite.',
  'suite.replacedBy': 'Replaced by the changed pre-order #{number}.',
} as const;

export type MessageKey = keyof typeof en;

const fr: Record<MessageKey, string> = {
  'error.restaurantRequired': 'Indiquez-nous le restaurant visé (X-RESTAURANT-ID).',
  'error.unknownRestaurant': 'Nous n’avons pas trouvé le restaurant {id}.',
  'error.itemsRefused': 'Certains articles de votre panier ne peuvent plus être commandés.',
  'error.itemSoldOut': 'Désolé, cet article est épuisé.',
  'error.itemUnavailable': 'Désolé, cet article n’est pas disponible en ce moment.',
  'error.menuNotFound': 'Nous n’avons pas trouvé ce menu.',
  'error.promoInvalid': 'Ce code promotionnel n’est pas valide.',
  'error.promoExpired': 'Ce code promotionnel est expiré.',
  'error.promoNotStarted': 'Ce code promotionnel n’est pas encore actif.',
  'error.promoUsedUp': 'Ce code promotionnel a déjà été utilisé.',
  'error.promoMinimum': 'Ce code promotionnel exige une commande d’au moins {minimum}.',
  'error.deliveryOutside': 'Nous ne livrons pas à ce code postal.',
  'error.deliveryMinimum': 'La livraison vers {zone} exige une commande d’au moins {minimum}.',
  'error.giftCardInvalid': 'Cette carte-cadeau n’est pas valide.',
  'error.creditsUnavailable': 'Les crédits de compte ne sont pas offerts pour cette commande.',
  'error.giftCardNoFunds': 'La carte-cadeau n’a plus de fonds',
  'error.creditsNoFunds':
    'Vos crédits de compte ne couvrent plus ce montant. Veuillez revoir votre commande.',
  'error.creditsReasonRequired': 'Veuillez indiquer la raison de ce changement de crédits.',
  'error.membershipUnavailable': 'Ce restaurant n’a pas de programme de membres.',
  'error.memberNotFound':
    'Nous n’avons trouvé aucun membre avec ce code d’accès. Veuillez le vérifier et réessayer.',
  'error.memberOnly':
    'Seuls les membres peuvent commander à partir de ce menu. Veuillez entrer votre code d’accès.',
  'error.creditsWouldGoNegative': 'Cela retirerait plus de crédits que le compte n’en détient ({balance}).',
  'error.idempotencyKeyRequired': 'Un en-tête Idempotency-Key est requis pour passer une commande.',
  'error.idempotencyKeyReused': 'Cette clé Idempotency-Key a déjà servi pour une autre commande.',
  'error.submissionInProgress': 'Votre commande est en cours de traitement. Réessayez dans un instant.',
  'error.orderTooLarge':
    'Une commande en ligne ne peut dépasser {maximum}. Veuillez appeler le restaurant pour une commande plus importante.',
  'error.priceChanged':
    'Les prix ont changé depuis le calcul de votre panier. Veuillez revoir votre commande.',
  'error.paymentDeclined': 'Votre paiement a été refusé. Veuillez essayer une autre carte.',
  'error.paymentFailed': 'Votre paiement n’a pas pu être traité. Veuillez réessayer.',
  'error.authenticationRequired': 'Votre banque vous demande de confirmer ce paiement.',
  'error.cardInvalid': 'Les renseignements de la carte ne sont pas valides.',
  'error.cardRequired': 'Veuillez entrer une carte pour payer cette commande.',
  'error.cardFieldsOnly':
    'Ce restaurant accepte les cartes uniquement par son formulaire de paiement sécurisé : les numéros de carte ne sont jamais envoyés à notre serveur. Veuillez saisir votre carte dans ce formulaire.',
  'error.orderNotFound': 'Nous n’avons pas trouvé cette commande.',
  'error.cartEmpty': 'Votre panier est vide.',
  'error.applePayUnsupported': 'Apple Pay n’est pas offert à cet emplacement.',
  'error.staffOnly': 'Réservé au personnel du restaurant : votre compte n’a pas de rôle dans ce restaurant.',
  'error.staffRoleRefused': 'Votre rôle ({role}) ne permet pas cette action.',
  'error.declineReasonRequired': 'Indiquez pourquoi la commande est refusée : le client lira la raison.',
  'error.orderBusy': 'Le paiement de cette commande est en cours de traitement. Réessayez dans un instant.',
  'error.refundStatus':
    'Seule une commande acceptée, prête ou terminée peut être remboursée; refusez plutôt une commande en attente.',
  'error.refundNothing': 'Il ne reste rien à rembourser sur cette commande.',
  'error.refundLine': 'Cette commande n’a pas de ligne {position}.',
  'error.refundTooMany': 'Il ne reste que {refundable} à rembourser sur la ligne {position}.',
  'error.refundPartialFailed':
    'Le remboursement par carte n’a pas pu être fait : rien n’a été remboursé. Veuillez réessayer.',
  'error.menuTargetUnknown': 'Le menu publié n’a pas de {kind} « {id} ».',
  'error.staffLastOwner': 'Un restaurant garde au moins un propriétaire.',
  'error.staffGroupRole': 'Ce rôle est détenu au niveau du groupe du restaurant : modifiez-le là.',
  'error.statusTransition': 'Cette commande est {from} : elle ne peut pas être marquée {to}.',
  'error.captureFailed':
    'Le paiement par carte n’a pas pu être encaissé : la commande n’a pas été acceptée. Annulez-la ou contactez le client.',
  'error.refundFailed':
    'Le paiement par carte n’a pas pu être rendu : la commande n’a pas été annulée. Veuillez réessayer.',
  'sms.orderReady': '{restaurant} : votre commande no {number} est prête.',
  'email.confirmationSubject': 'Votre commande no {number} chez {restaurant}',
  'email.confirmationBody':
    'Merci pour votre commande no {number} chez {restaurant}.\n\nTotal : {total}\n{when}\n\nSuivez-la en direct : {link}',
  'email.pickupAt': 'Prête vers {time}',
  'orderStatus.pending': 'en attente',
  'orderStatus.in_progress': 'en préparation',
  'orderStatus.ready': 'prête',
  'orderStatus.completed': 'terminée',
  'orderStatus.cancelled': 'annulée',
  'error.applePayValidationUrl':
    'Apple Pay n’a pas pu être préparé : l’adresse de validation doit être un serveur Apple Pay (https://apple-pay-gateway….apple.com).',
  'error.invalidInput': 'Certains renseignements saisis ne sont pas valides.',
  'error.malformedJson': 'Le corps de la requête n’est pas un JSON valide.',
  'error.unsupportedMediaType': 'Le corps de la requête doit être envoyé en JSON.',
  'error.bodyTooLarge': 'La requête est trop volumineuse.',
  'error.notFound': 'Nous n’avons pas trouvé ce que vous cherchez.',
  'error.routeNotFound': 'Ce point d’accès de l’API n’existe pas.',
  'error.methodNotAllowed': 'Ce point d’accès de l’API n’accepte pas cette méthode.',
  'error.unavailable': 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  'error.placeNotFound': 'Nous n’avons pas trouvé ce lieu. Veuillez choisir une autre suggestion.',
  'error.placesUnavailable':
    'La recherche de lieux est indisponible pour le moment. Veuillez réessayer ou utiliser votre position.',
  'error.tooManyFailedLookups':
    'Trop de codes non valides ont été essayés. Veuillez patienter quelques minutes et réessayer.',
  'error.notificationNotFound':
    'Nous n’avons trouvé aucune commande avec ce numéro et ce numéro de téléphone.',
  'error.notificationClosed': 'Cette commande est {status} : il n’y a plus de texto « prête » à envoyer.',
  'error.restaurantNotFound': 'Nous n’avons pas trouvé le restaurant « {slug} ».',
  'error.tooManyRequests': 'Trop de tentatives. Veuillez patienter un moment, puis réessayer.',
  'error.internal': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  'error.invalidDataFile': 'Le fichier de données du restaurant n’est pas valide.',
  'error.restaurantIdTaken': 'L’identifiant de restaurant {id} appartient déjà au restaurant « {slug} ».',
  // Comptes et sessions (issue 13).
  'error.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.originRefused': 'Cette requête ne provient pas de ce site.',
  'error.loginFailed': 'Le courriel ou le mot de passe est incorrect.',
  'error.currentPasswordWrong': 'Votre mot de passe actuel est incorrect.',
  'error.resetTokenInvalid':
    'Ce lien de réinitialisation n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  'error.subsidyCodeInvalid': 'Ce code de subvention n’est pas valide.',
  'error.schoolNotFound': 'Veuillez choisir l’une des écoles du programme.',
  'error.studentsUnavailable': 'Les profils d’élèves sont réservés aux programmes de repas scolaires.',
  'error.paymentMethodNotFound': 'Nous n’avons pas trouvé cette carte.',
  'error.studentNotFound': 'Nous n’avons pas trouvé cet élève.',
  'error.noDateRange': 'Aucune période fournie.',
  'error.dateRangeTooLong': 'Veuillez choisir une période d’au plus {days} jours.',
  'error.k12StudentRequired': 'Veuillez choisir l’élève à qui chaque repas est destiné.',
  'error.k12CancelPastCutoff':
    'Cette journée ne peut plus être annulée : la date limite de commande est passée.',
  'error.k12AlreadyCancelled': 'Cette journée est déjà annulée.',
  'k12.cancelledByParent': 'Annulée par le parent avant la date limite.',
  'error.userNotFound': 'Nous n’avons pas trouvé ce compte.',
  'error.socialLoginFailed':
    'Nous n’avons pas pu vous connecter avec {provider}. Veuillez vérifier les autorisations du compte.',
  'error.socialAccountNotFound':
    'Aucun compte n’est encore lié à cette connexion {provider}. Veuillez d’abord vous inscrire.',
  'error.socialEmailMissing': '{provider} n’a pas partagé d’adresse courriel vérifiée.',
  'error.providerUnknown': 'La connexion avec {provider} n’est pas offerte.',
  'email.passwordResetSubject': 'Réinitialisez votre mot de passe',
  'email.passwordResetBody':
    'Quelqu’un a demandé de réinitialiser le mot de passe de votre compte ({email}).\n\nChoisissez un nouveau mot de passe d’ici une heure : {link}\n\nSi ce n’était pas vous, ignorez ce courriel : votre mot de passe reste le même.',
  // Suites et opérateurs (issue 18).
  'error.notSuiteOperator': 'L’utilisateur n’est pas un opérateur de suite.',
  'error.operatorNotAssigned': 'Cet utilisateur n’est pas affecté à cette suite.',
  'error.noEventSuite': 'Aucune suite d’événement trouvée.',
  'error.invalidSuiteOwner': 'propriétaire de suite non valide',
  'error.noEventsToday': 'aucun événement aujourd’hui',
  'error.noSuitesForEvent': 'aucune suite pour cet événement',
  'error.preOrderNeedsCard': 'la précommande exige un mode de paiement enregistré',
  'error.preOrderLocked': 'Les précommandes pour cet événement ont fermé le {date}.',
  'error.preOrderExists': 'Cette suite a déjà une précommande : modifiez-la plutôt.',
  'error.preOrderNotCurrent':
    'Cette précommande a déjà été modifiée ou annulée. Veuillez recharger l’événement.',
  'error.preOrderCateringOnly': 'Les précommandes se font uniquement à partir des menus traiteur.',
  'error.paymentPreferenceFixed':
    'Le mode de paiement ne peut plus changer après la première commande de l’événement.',
  'error.tabLimitExceeded':
    'Cette commande ({total}) dépasse le solde de l’ardoise de la suite, soit {remaining}.',
  'error.tabLimitInvalid': 'Veuillez saisir la limite de l’ardoise sous forme de montant, par exemple 250.',
  'error.suiteCardFixed': 'Les commandes de cette suite sont portées à la carte se terminant par {last4}.',
  'error.suiteInvoiceOnly':
    'Les commandes de cette suite le jour de l’événement sont facturées : veuillez choisir la facture.',
  'error.suiteChargeOnly':
    'Les commandes de cette suite le jour de l’événement sont portées à la carte du propriétaire.',
  'error.notEventDay': 'Les commandes du jour de l’événement ne sont possibles que le jour même.',
  'error.suiteLinkInvalid': 'Ce lien de suite n’est pas valide ou a expiré.',
  'error.suiteLoginRequired': 'Veuillez vous connecter pour commander pour votre suite.',
  'suite.replacedBy': 'Remplacée par la précommande modifiée no {number}.',
};

export const catalogs: Record<Locale, Record<MessageKey, string>> = { 'en-CA': en, 'fr-CA': fr };

export type MessageParams = Record<string, string | number>;

/** `fr`, `fr-CA`, `fr_ca`... select French; anything else is English. */
export function resolveLocale(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase() ?? '';
  return value.startsWith('fr') ? 'fr-CA' : 'en-CA';
}

export function translate(locale: Locale, key: MessageKey, params: MessageParams = {}): string {
  return catalogs[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
