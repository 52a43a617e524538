/** The server's messages in Canadian French (fr-CA): every key of the English catalogue (messages.ts). */
import { receiptFr } from './catalog-receipt';
import type { MessageKey } from './messages';

export const fr: Record<MessageKey, string> = {
  ...receiptFr,
  'error.restaurantRequired': 'Indiquez-nous le restaurant visé (X-RESTAURANT-ID).',
  'error.unknownRestaurant': 'Nous n’avons pas trouvé le restaurant {id}.',
  'error.itemsRefused': 'Certains articles de votre panier ne peuvent plus être commandés.',
  'error.itemSoldOut': 'Désolé, cet article est épuisé.',
  'error.itemUnavailable': 'Désolé, cet article n’est pas disponible en ce moment.',
  'error.lineSoldOut':
    '{names} n’est plus disponible. Veuillez retirer cet article de votre panier pour continuer.',
  'error.linesSoldOut':
    '{names} ne sont plus disponibles. Veuillez retirer ces articles de votre panier pour continuer.',
  'error.lineUnavailable':
    'Impossible de commander {names} en ce moment. Veuillez retirer cet article de votre panier pour continuer.',
  'error.linesUnavailable':
    'Impossible de commander {names} en ce moment. Veuillez retirer ces articles de votre panier pour continuer.',
  'error.maintenance':
    'Jusqu’au {time}, les commandes sont fermées pour une maintenance planifiée. Le menu reste consultable.',
  'error.maintenanceEndBeforeStart': 'Une fenêtre de maintenance doit se terminer après son début.',
  'error.maintenanceOver': 'Cette fenêtre de maintenance est déjà terminée.',
  'error.maintenanceTooLong':
    'Une fenêtre de maintenance dure au plus 24\u00a0heures\u00a0: pour fermer plus longtemps, suspendez les commandes.',
  'error.optionSoldOut':
    '{option} n’est plus disponible pour {item}. Veuillez retirer {item} de votre panier, ou l’ajouter de nouveau avec un autre choix.',
  'error.optionUnavailable':
    'Impossible de commander {option} pour {item} en ce moment. Veuillez retirer {item} de votre panier, ou l’ajouter de nouveau avec un autre choix.',
  'error.optionOfItem': '{option} ({item})',
  'error.linesRefused':
    'Certains articles de votre panier ne peuvent plus être commandés\u00a0: {names}. Veuillez les retirer pour continuer.',
  'error.menuNotFound': 'Nous n’avons pas trouvé ce menu.',
  'error.kitchenNotPaced':
    'Le mode achalandé demande des temps de préparation et des postes dans le fichier du restaurant\u00a0: sans eux, les heures de prêt ne dépendent pas de la cuisine.',
  'error.stationNotOpen':
    'Seule une commande en attente ou en préparation peut avoir la part d’un poste marquée prête.',
  'error.stationNotOnOrder': 'Ce poste ne prépare rien dans cette commande.',
  'error.promoInvalid': 'Ce code promotionnel n’est pas valide.',
  'error.promoExpired': 'Ce code promotionnel est expiré.',
  'error.promoNotStarted': 'Ce code promotionnel n’est pas encore actif.',
  'error.promoUsedUp': 'Ce code promotionnel a déjà été utilisé.',
  'error.promoMinimum': 'Ce code promotionnel exige une commande d’au moins {minimum}.',
  'error.deliveryOutside': 'Nous ne livrons pas à ce code postal.',
  'error.deliveryTooFar': 'Cette adresse est trop loin\u00a0: nous livrons dans un rayon de {radius} km.',
  'error.deliveryNotPrecise':
    'Nous n’avons pas pu localiser cette adresse avec précision. Veuillez vérifier son code postal.',
  'error.deliveryInvalid':
    'Cette adresse de livraison n’est pas valide. Veuillez entrer un code postal comme K1K 1Y1.',
  'error.deliveryMinimum': 'La livraison vers {zone} exige une commande d’au moins {minimum}.',
  'error.giftCardInvalid': 'Cette carte-cadeau n’est pas valide.',
  'error.creditsUnavailable': 'Les crédits de compte ne sont pas offerts pour cette commande.',
  'error.notAK12Order':
    'Ce restaurant ne prend pas de commandes de repas scolaires. Commandez plutôt à partir de son menu.',
  'error.notAMarketplaceOrder':
    'Ce restaurant n’est pas une aire de restauration. Commandez plutôt à partir de son propre menu.',
  'error.creditsNotYours':
    'Seuls les crédits de votre propre compte peuvent être utilisés. Reconnectez-vous et réessayez.',
  'error.giftCardNoFunds': 'La carte-cadeau n’a plus de fonds',
  'error.creditsNoFunds':
    'Vos crédits de compte ne couvrent plus ce montant. Veuillez revoir votre commande.',
  'error.giftCardBalanceChanged':
    'Le solde de la carte-cadeau a changé depuis le calcul de votre commande, et le total à payer a été mis à jour. Veuillez le vérifier avant de payer.',
  'error.creditsBalanceChanged':
    'Vos crédits de compte ont changé depuis le calcul de votre commande, et le total à payer a été mis à jour. Veuillez le vérifier avant de payer.',
  'error.creditsReasonRequired': 'Veuillez indiquer la raison de ce changement de crédits.',
  'error.membershipUnavailable': 'Ce restaurant n’a pas de programme de membres.',
  'error.memberNotFound':
    'Nous n’avons trouvé aucun membre avec ce code d’accès. Veuillez le vérifier et réessayer.',
  'error.memberOnly':
    'Seuls les membres peuvent commander à partir de ce menu. Veuillez entrer votre code d’accès.',
  'error.loyaltyNotYours': 'Vous ne pouvez consulter que le statut de fidélité de votre propre compte.',
  'error.creditsWouldGoNegative': 'Cela retirerait plus de crédits que le compte n’en détient ({balance}).',
  'error.creditsWouldExceedMaximum':
    'Cela porterait le compte au-delà du maximum de crédits qu’il peut détenir ({maximum}); il en détient {balance}.',
  'error.idempotencyKeyInvalid':
    'L’en-tête Idempotency-Key doit compter de 8 à 200 lettres, chiffres ou signes _ . : - (ou être omis).',
  'error.idempotencyKeyReused':
    'Cette commande a déjà été envoyée avec d’autres détails (clé Idempotency-Key déjà utilisée). Vérifiez vos commandes avant de la passer de nouveau.',
  'error.submissionInProgress': 'Votre commande est en cours de traitement. Réessayez dans un instant.',
  'error.submissionNotFound': 'Aucune commande n’a été passée avec cette tentative.',
  'error.orderTooLarge':
    'Une commande en ligne ne peut dépasser {maximum}. Veuillez appeler le restaurant pour une commande plus importante.',
  'error.priceChanged':
    'Les prix ont changé depuis le calcul de votre panier. Veuillez revoir votre commande.',
  'error.paymentDeclined': 'Votre paiement a été refusé. Veuillez essayer une autre carte.',
  'error.paymentFailed': 'Votre paiement n’a pas pu être traité. Veuillez réessayer.',
  'error.authenticationRequired': 'Votre banque vous demande de confirmer ce paiement.',
  'error.cardDeclinedOnSave': 'Votre banque a refusé cette carte. Essayez une autre carte.',
  'error.cardNeedsConfirmation': 'Votre banque vous demande de confirmer cette carte.',
  'error.cardNotConfirmed':
    'Votre banque n’a pas confirmé cette carte; elle n’a donc pas été enregistrée. Réessayez ou utilisez une autre carte.',
  'error.cardInvalid': 'Les renseignements de la carte ne sont pas valides.',
  'error.cardRequired': 'Veuillez entrer une carte pour payer cette commande.',
  'error.cardFieldsOnly':
    'Ce restaurant accepte les cartes uniquement par son formulaire de paiement sécurisé\u00a0: les numéros de carte ne sont jamais envoyés à notre serveur. Veuillez saisir votre carte dans ce formulaire.',
  'error.orderNotFound': 'Nous n’avons pas trouvé cette commande.',
  'error.anotherRoundOff':
    'Ce restaurant ne prend pas d’autre tournée. Veuillez commander à partir de son menu.',
  'error.anotherRoundNoTable': 'Une autre tournée n’est possible que pour une commande servie à une table.',
  'error.tabsOff': 'Ce restaurant n’ouvre pas d’addition ouverte. Veuillez payer chaque commande.',
  'error.tabNotFound': 'Nous n’avons pas trouvé cette addition.',
  'error.suiteTabNotStaffs':
    'L’ardoise d’une loge ne se ferme ni ne se déplace ici\u00a0: chacune de ses commandes est payée comme l’a réglé l’opérateur de la loge.',
  'error.tabTableTaken':
    'Une addition est déjà ouverte à la table {table}. Demandez plutôt à vous y joindre.',
  'error.tabNoneAtTable': 'Aucune addition n’est ouverte à la table {table}.',
  'error.tabClosed': 'Cette addition est fermée.',
  'error.tabAuthenticationFailed':
    'Votre banque n’a pas confirmé cette carte\u00a0: rien n’a été débité ni retenu. Réessayez, ou utilisez une autre carte.',
  'error.tabPaymentExpired':
    'La confirmation de cette carte a pris trop de temps\u00a0: elle a été annulée et rien n’a été débité ni retenu. Veuillez réessayer.',
  'error.tabPaymentPending': 'Votre banque n’a pas encore confirmé cette carte. Réessayez dans un instant.',
  'error.tabMemberPending':
    'La personne qui a ouvert cette addition ne vous a pas encore laissé la rejoindre.',
  'error.tabOpenerOnly': 'Seule la personne qui a ouvert l’addition peut faire ceci.',
  'error.tabNeedsCard':
    'Cette tournée dépasse ce que votre carte garantit ({short} de plus). Veuillez ajouter une autre carte pour l’envoyer.',
  'error.tabRaiseDeclined':
    'Votre banque a refusé d’augmenter la préautorisation de votre carte\u00a0: cette tournée n’a pas été envoyée. Veuillez ajouter une autre carte.',
  'error.tabRaiseUnavailable':
    'Votre carte ne peut pas garantir davantage pour cette addition\u00a0: cette tournée n’a pas été envoyée. Veuillez ajouter une autre carte.',
  'error.tabHoldChanged': 'L’addition a changé pendant l’envoi de cette tournée. Veuillez réessayer.',
  'error.tabPaying':
    'La table a commencé à payer\u00a0: on ne peut plus ajouter de tournée à cette addition.',
  'error.tabRoundNoTable': 'Une tournée sur une addition est servie à la table de l’addition.',
  'error.tabRoundNoGiftCard':
    'Une tournée sur l’addition de la table se paie avec l’addition\u00a0: utilisez la carte-cadeau au paiement de l’addition, pas sur une tournée.',
  'error.tabRoundNoCredits':
    'Une tournée sur l’addition de la table se paie avec l’addition\u00a0: vos crédits ne sont pas dépensés sur une tournée.',
  'error.tabRoundNoTip':
    'Une tournée sur l’addition de la table ne porte pas de pourboire\u00a0: chaque payeur ajoute le sien à sa part au paiement de l’addition.',
  'error.tabSplitRefused': 'Ce partage ne convient pas à l’addition\u00a0: {splitReason}.',
  'tabSplit.too_many_shares': 'une addition se partage en 50 parts au plus',
  'tabSplit.no_payer': 'il faut au moins une personne pour payer',
  'tabSplit.unknown_line':
    'un de ses articles n’est plus sur l’addition (actualisez l’addition et partagez-la de nouveau)',
  'tabSplit.line_twice': 'un article y figure deux fois',
  'tabSplit.line_not_assigned': 'chaque article de l’addition doit être payé par quelqu’un',
  'tabSplit.amounts_do_not_add_up': 'les montants doivent totaliser l’addition',
  'tabSplit.amount_not_positive': 'chaque montant doit être supérieur à zéro',
  'error.tabSplitLocked':
    'Une part de cette addition est déjà payée ou en cours de paiement\u00a0: le partage ne peut plus changer.',
  'error.tabShareTaken': 'Quelqu’un d’autre paie déjà cette part.',
  'error.tabShareNothingDue':
    'Il ne reste rien à payer sur cette part : une tournée a été annulée depuis le partage de l’addition.',
  'error.tabShareChanged':
    'L’addition a changé depuis l’affichage de cette part : vérifiez son montant et payez de nouveau.',
  'error.tabShareNotFound': 'Nous n’avons pas trouvé cette part de l’addition.',
  'error.tabShareBeingPaid':
    'Une part de cette addition est en cours de paiement. Veuillez réessayer dans un instant.',
  'error.makeTimeItemNotFound':
    'Cet article n’a pas de temps de préparation dans le fichier de données publié.',
  'error.makeTimeChanged':
    'Le fichier de données ou le temps de préparation mesuré a changé depuis votre lecture. Rechargez les temps de préparation et appliquez de nouveau.',
  'error.counterTimePassed': 'Cette heure de cueillette est passée. Veuillez choisir une heure plus tard.',
  'error.counterTableUnknown':
    'Il n’y a pas de table {table} dans ce restaurant. Veuillez choisir l’une de ses tables.',
  'error.motoNotEnabled':
    'Le processeur de cartes de ce restaurant ne prend pas les cartes par téléphone\u00a0: faites payer à la cueillette.',
  'error.counterCardOnTab':
    'Cette commande va sur l’addition ouverte de la table, que la table paie\u00a0: ne prenez pas de carte, ou faites-en une commande à part.',
  'error.tabMoveTaken':
    'La table {table} a déjà une addition ouverte\u00a0: l’addition ne peut pas y être déplacée.',
  'error.tabRefundOpen':
    'L’addition de la table {table} est encore ouverte\u00a0: la table n’a pas encore payé cette ligne. Remboursez-la une fois l’addition fermée, ou annulez la tournée.',
  'error.tabRoundCancelClosed':
    'La table {table} a payé cette tournée à la fermeture de son addition : remboursez-la au lieu de l’annuler, et l’argent retourne aux cartes qui l’ont payée.',
  'error.tabRoundCancelPaid':
    'Les parts déjà payées de la table {table} dépassent l’addition sans cette tournée : l’annuler garderait de l’argent que personne ne doit. Remboursez-la une fois l’addition fermée.',
  'error.cartEmpty': 'Votre panier est vide.',
  'error.applePayUnsupported': 'Apple Pay n’est pas offert à cet emplacement.',
  'error.staffOnly':
    'Réservé au personnel du restaurant\u00a0: votre compte n’a pas de rôle dans ce restaurant.',
  'error.staffRoleRefused': 'Votre rôle ({role}) ne permet pas cette action.',
  'role.owner': 'propriétaire',
  'role.manager': 'gérant',
  'role.staff': 'personnel',
  'error.declineReasonRequired': 'Indiquez pourquoi la commande est refusée\u00a0: le client lira la raison.',
  'error.orderBusy': 'Le paiement de cette commande est en cours de traitement. Réessayez dans un instant.',
  'error.paymentExpired':
    'La confirmation de ce paiement a pris trop de temps\u00a0: il a été annulé et votre carte n’a pas été débitée. Veuillez passer votre commande de nouveau.',
  'error.concurrentChange': 'Une autre modification était faite au même moment. Veuillez réessayer.',
  'error.refundStatus':
    'Seule une commande acceptée, prête ou terminée peut être remboursée; refusez plutôt une commande en attente.',
  'error.refundNothing': 'Il ne reste rien à rembourser sur cette commande.',
  'error.refundLine': 'Cette commande n’a pas de ligne {position}.',
  'error.refundTooMany': 'Il ne reste que {refundable} à rembourser sur la ligne {position}.',
  'error.refundPartialFailed':
    'Le remboursement par carte n’a pas pu être fait\u00a0: rien n’a été remboursé. Veuillez réessayer.',
  'error.menuTargetUnknown': 'Le menu publié n’a pas de {kind} « {id} ».',
  'error.staffLastOwner': 'Un restaurant garde au moins un propriétaire.',
  'error.staffGroupRole': 'Ce rôle est détenu au niveau du groupe du restaurant\u00a0: modifiez-le là.',
  'error.statusTransition': 'Cette commande est {from}\u00a0: elle ne peut pas être marquée {to}.',
  'error.captureFailed':
    'Le paiement par carte n’a pas pu être encaissé\u00a0: la commande n’a pas été acceptée. Annulez-la ou contactez le client.',
  'error.refundFailed':
    'Le paiement par carte n’a pas pu être rendu\u00a0: la commande n’a pas été annulée. Veuillez réessayer.',
  'sms.orderReady': '{restaurant}\u00a0: votre commande nº\u00a0{number} est prête.',
  'email.confirmationSubject': 'Votre commande nº\u00a0{number} chez {restaurant}',
  'email.confirmationBody':
    'Merci pour votre commande nº\u00a0{number} chez {restaurant}.\n\n{lines}{costs}{paid}\n{when}{delivery}\n\nSuivez-la en direct\u00a0: {link}',
  'email.line': '{quantity} × {name}\u00a0: {price}',
  'email.paidGiftCard': 'Carte-cadeau\u00a0: −{amount}',
  'email.paidCredits': 'Crédits du compte\u00a0: −{amount}',
  'email.toPay': 'À payer\u00a0: {amount}',
  'email.pickupAt': 'Prête vers {time}',
  'email.deliverTo': 'Adresse de livraison\u00a0: {address}',
  'email.unit': 'App.\u00a0: {unit}',
  'email.buzzer': 'Interphone\u00a0: {code}',
  'email.dropOff': 'Instructions de livraison\u00a0: {instructions}',
  'email.readySubject': 'Votre commande nº\u00a0{number} chez {restaurant} est prête',
  'email.readyBody':
    '{restaurant}\u00a0: votre commande nº\u00a0{number} est prête.\n\nVoir votre commande\u00a0: {link}',
  'email.cancelledSubject': 'Votre commande nº\u00a0{number} chez {restaurant} a été annulée',
  'email.cancelledBody':
    '{restaurant} a annulé votre commande nº\u00a0{number}.\n\n{reason}\n{money}\n\nVoir votre commande\u00a0: {link}',
  'email.tabIdleClosedSubject': 'Votre addition chez {restaurant} est fermée',
  'email.tabClosedBody': '{intro}\n\n{details}\n\nMerci de votre visite.',
  'email.tabIdleClosedIntro':
    'Votre addition chez {restaurant}, table {table}, n’a reçu aucune nouvelle tournée depuis {hours}\u00a0heures\u00a0: elle a été fermée.',
  'email.tabClosedIntro': 'Votre addition chez {restaurant}, table {table}, est fermée.',
  'email.tabClosedUnpaidTitle':
    'Non payé par la table, prélevé sur les cartes préautorisées à la fermeture de l’addition\u00a0:',
  'email.tabClosedPart':
    '{label}\n{lines}\nPart\u00a0: {share}\nTaxes incluses\u00a0: {taxes}\nPourboire\u00a0: {tip}',
  'email.tabClosedRest': 'Le reste de l’addition',
  'email.tabClosedPartOf': 'Une part de l’addition de la table ({total})',
  'email.tabShareN': 'Part {n}',
  'email.tabClosedOwnShare':
    'Votre part, payée à la table ({label})\u00a0: {share}\nTaxes incluses\u00a0: {taxes}\nPourboire\u00a0: {tip}\nDébité de votre carte{card}\u00a0: {charged}',
  'email.tabClosedAllPaid': 'La table a payé toute l’addition\u00a0: rien n’a été prélevé à la fermeture.',
  'email.tabClosedCard':
    'Prélevé sur votre carte{card} à la fermeture\u00a0: {captured}\nLibéré de la préautorisation\u00a0: {released}',
  'email.tabClosedOtherCards': 'Prélevé sur les autres cartes préautorisées\u00a0: {captured}',
  'email.tabCardEnding': ' se terminant par {last4}',
  'email.tabReceiptSubject': 'Votre reçu de {restaurant}',
  'email.tabReceiptBody':
    'Merci de votre visite chez {restaurant}, table {table}.\n\n{lines}\n\nVotre part\u00a0: {share}\nTaxes incluses\u00a0: {taxes}\nPourboire\u00a0: {tip}\nDébité de votre carte{card}\u00a0: {charged}',
  'email.tabReceiptLine': '{quantity} × {name}',
  'email.tabReceiptShared': ' (partagé entre {count}\u00a0personnes)',
  'email.tabReceiptPart': 'Votre part de l’addition de la table ({total})',
  'sms.orderCancelled': '{restaurant}\u00a0: votre commande nº\u00a0{number} a été annulée.',
  'notice.reason': 'Motif\u00a0: «\u00a0{reason}\u00a0»',
  'notice.cardNotCharged': 'Votre carte n’a pas été débitée.',
  'notice.cardRefunded': '{amount} a été remboursé sur votre carte.',
  'notice.giftCardReturned': '{amount} a été remis sur votre carte-cadeau.',
  'notice.creditsReturned': '{amount} a été remis dans vos crédits de compte.',
  'orderStatus.pending': 'en attente',
  'orderStatus.in_progress': 'en préparation',
  'orderStatus.ready': 'prête',
  'orderStatus.completed': 'terminée',
  'orderStatus.cancelled': 'annulée',
  'error.applePayValidationUrl':
    'Apple Pay n’a pas pu être préparé\u00a0: l’adresse de validation doit être un serveur Apple Pay (https://apple-pay-gateway….apple.com).',
  'error.invalidInput': 'Certains renseignements saisis ne sont pas valides.',
  'error.malformedJson': 'Le corps de la requête n’est pas un JSON valide.',
  'error.unsupportedMediaType': 'Le corps de la requête doit être envoyé en JSON.',
  'error.bodyTooLarge': 'La requête est trop volumineuse.',
  'error.notFound': 'Nous n’avons pas trouvé ce que vous cherchez.',
  'error.routeNotFound': 'Ce point d’accès de l’API n’existe pas.',
  'error.methodNotAllowed': 'Ce point d’accès de l’API n’accepte pas cette méthode.',
  'error.unavailable': 'Le service est momentanément indisponible. Veuillez réessayer dans un instant.',
  'error.busy': 'Nous recevons beaucoup de commandes en ce moment. Veuillez réessayer dans un instant.',
  'error.metricsTokenRequired':
    'Les métriques demandent le jeton de supervision\u00a0: Authorization: Bearer <METRICS_TOKEN>.',
  'error.placeNotFound': 'Nous n’avons pas trouvé ce lieu. Veuillez choisir une autre suggestion.',
  'error.placesUnavailable':
    'La recherche de lieux est indisponible pour le moment. Veuillez réessayer ou utiliser votre position.',
  'error.tooManyFailedLookups':
    'Trop de codes non valides ont été essayés. Veuillez patienter quelques minutes et réessayer.',
  'error.tooManyFailedTokens':
    'Trop de requêtes ont été faites avec une session non valide. Veuillez patienter quelques minutes et réessayer.',
  'error.notificationNotFound':
    'Nous n’avons trouvé aucune commande avec ce numéro et ce numéro de téléphone.',
  'error.notificationClosed':
    'Cette commande est {status}\u00a0: il n’y a plus de texto « prête » à envoyer.',
  'error.restaurantNotFound': 'Nous n’avons pas trouvé le restaurant « {slug} ».',
  'error.tooManyRequests': 'Trop de tentatives. Veuillez patienter un moment, puis réessayer.',
  'error.tooManyAttemptsFor': 'Trop de tentatives. Veuillez réessayer dans {minutes}\u00a0min.',
  'error.internal': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  'error.headersTooLarge': 'Les en-têtes ou l’adresse de la requête sont trop volumineux.',
  'error.requestTimeout': 'La requête a mis trop de temps à arriver. Veuillez réessayer.',
  'error.expectationFailed':
    'Le serveur ne peut pas répondre à l’attente indiquée dans l’en-tête Expect de la requête.',
  // Erreurs de champ d’un 400 (details[].message) : voir le bloc anglais.
  'issue.invalid': 'Valeur non valide.',
  'issue.empty': 'Ce champ est obligatoire.',
  'issue.tooSmallNumber': 'Doit être supérieur ou égal à {minimum}.',
  'issue.tooSmallNumberExclusive': 'Doit être supérieur à {minimum}.',
  'issue.tooSmallText': 'Doit contenir au moins {minimum} caractères.',
  'issue.tooSmallList': 'Doit contenir au moins {minimum} éléments.',
  'issue.tooBigNumber': 'Doit être inférieur ou égal à {maximum}.',
  'issue.tooBigNumberExclusive': 'Doit être inférieur à {maximum}.',
  'issue.tooBigText': 'Peut contenir au plus {maximum} caractères.',
  'issue.tooBigList': 'Peut contenir au plus {maximum} éléments.',
  'issue.expectedText': 'Valeur non valide\u00a0: un texte est attendu.',
  'issue.expectedNumber': 'Valeur non valide\u00a0: un nombre est attendu.',
  'issue.expectedInteger': 'Doit être un nombre entier.',
  'issue.expectedBoolean': 'Valeur non valide\u00a0: vrai ou faux est attendu.',
  'issue.expectedObject': 'Valeur non valide\u00a0: un objet est attendu.',
  'issue.expectedList': 'Valeur non valide\u00a0: une liste est attendue.',
  'issue.invalidOption': 'Doit être l’une des valeurs suivantes\u00a0: {values}.',
  'issue.unrecognizedKey': 'Clé non reconnue\u00a0: {keys}.',
  'issue.unrecognizedKeys': 'Clés non reconnues\u00a0: {keys}.',
  'issue.invalidKey': 'Clé non valide.',
  'issue.invalidFormat': 'Format non valide.',
  'issue.invalidEmail': 'Adresse courriel non valide.',
  'issue.invalidDateTime': 'Date et heure non valides (format ISO 8601 attendu).',
  'issue.invalidUrl': 'Adresse URL non valide.',
  'issue.notMultipleOf': 'Doit être un multiple de {divisor}.',
  'detail.unsafeText': 'Contient un caractère NUL ou un caractère de substitution isolé',
  'detail.twoDecimals': 'Au plus 2 décimales',
  'detail.mustNotBeZero': 'Ne doit pas être 0',
  'detail.expectedDate': 'Date attendue au format AAAA-MM-JJ',
  'detail.dateDoesNotExist': 'Cette date n’existe pas',
  'detail.dateOutOfRange': 'Une date entre 1900 et 2999 est attendue',
  'detail.expectedTime': 'Heure attendue au format HH:mm',
  'detail.jsonTooManyValues': 'Plus de {max} valeurs',
  'detail.jsonTextTooLong': 'Un texte de plus de {max} caractères',
  'detail.jsonTooDeep': 'Imbriqué sur plus de {max} niveaux',
  'detail.optionsTooDeep': 'Les groupes d’options peuvent s’imbriquer sur au plus {max} niveaux',
  'detail.atMostStudents': 'Au plus {max} élèves',
  'detail.atMostDates': 'Au plus {max} dates',
  'detail.expectedPaymentMethodId': 'Identifiant de mode de paiement attendu',
  'detail.expectedPromoCode': 'Code promo attendu',
  'detail.expectedPhone': 'Numéro de téléphone attendu, par exemple {example}',
  'detail.expectedDomain': 'Nom de domaine attendu',
  'detail.expectedRestaurantId': 'Identifiant de restaurant attendu',
  'detail.expectedOrderId': 'Numéro de commande attendu',
  'detail.latLngTogether': 'lat et lng vont ensemble',
  'detail.descriptionOrPlace': 'description ou gmapPlaceId est obligatoire',
  'detail.paymentMethodNotOffered': 'Ce restaurant n’offre pas ce mode de paiement',
  'detail.processorIs': 'Le processeur de paiement de ce restaurant est {processor}',
  'detail.cardFieldsOnly': 'Les numéros de carte sont saisis dans les champs du processeur de paiement',
  'detail.endBeforeStart': 'end_date doit être égale ou postérieure à start_date',
  'detail.declineNeedsReason': 'Une commande refusée doit avoir une raison',
  'detail.currentPasswordWrong': 'Votre mot de passe actuel est incorrect.',
  'detail.currentPasswordForEmail': 'Entrez votre mot de passe actuel pour changer votre adresse courriel.',
  'detail.recentSignInNeeded':
    'Pour votre sécurité, reconnectez-vous, puis faites ce changement dans les 15 minutes.',
  'detail.linkNotValid': 'Non valide ou expiré',
  'detail.refundNoLine': 'Aucune ligne {position}',
  'detail.refundLineLeft': 'Il reste {amount} à rembourser sur la ligne {position}',
  'detail.unknownFields': 'Champ(s) inconnu(s)\u00a0: {keys}',
  'detail.slugFormat': 'Utilisez des lettres minuscules, des chiffres et des tirets simples',
  'detail.expectedColour': 'Couleur attendue au format #rrggbb',
  'detail.expectedUrlOrPath': 'Adresse URL complète ou chemin commençant par / attendu',
  'detail.expectedChargeText': 'Nombre attendu, suivi de $ pour un montant en dollars',
  'detail.expectedPostalPrefix': 'Début de code postal attendu, par exemple V6B',
  'detail.expectedSlotCodes': '96 codes de créneau attendus (un par 15 minutes)',
  'detail.expectedSevenDays': '7 jours attendus, à commencer par le lundi',
  'detail.promoCodeFormat': 'Lettres, chiffres, tirets et traits de soulignement, de 2 à 40',
  'detail.percentPromoMax': 'Une promotion en pourcentage est d’au plus 100',
  'detail.subsidyNeedsDiscount': 'Une subvention de rabais doit avoir un pourcentage ou un montant',
  'detail.subsidyNeedsPrice': 'Une subvention à prix fixe doit avoir son prix',
  'detail.subsidyNeedsCode': 'Une subvention par codes doit avoir au moins un code',
  'detail.duplicateMember': 'Identifiant de membre en double',
  'detail.unknownMemberPromo': 'Promotion de membre inconnue « {promo} »',
  'detail.unknownPromo': 'Promotion inconnue « {promo} »',
  'detail.duplicateValueId': 'Identifiant de valeur « {id} » en double',
  'detail.pricingGroupOneChoice': 'Un groupe de prix permet un seul choix',
  'detail.duplicateMenuId': 'Identifiant de menu « {id} » en double',
  'detail.unknownMenuGroup': 'Groupe de menus inconnu « {id} »',
  'detail.duplicateItemId': 'Identifiant d’article « {id} » en double dans ce menu',
  'detail.tipDefaultIndex': 'Doit être la position de l’une des valeurs de default_values',
  'detail.oneDefaultLocale': 'Une seule langue peut être celle par défaut',
  'detail.unknownMenu': 'Menu inconnu « {id} »',
  'detail.dayDoesNotExist': 'Le jour {day} n’existe pas',
  'detail.rangeEndsBeforeStart': 'date_range se termine ({end}) avant de commencer ({start})',
  'detail.offeredNoDay':
    'Ses date_range et dates ne permettent aucun jour que le menu et la section au-dessus permettent',
  'detail.posIntegrated':
    'Ce produit n’a pas d’intégration à un point de vente\u00a0: les commandes arrivent en cuisine par la console du personnel. Mettez false ou retirez le champ.',
  'detail.integrationType':
    'Ce produit n’a pas d’intégration à un point de vente, un type d’intégration n’a donc aucun effet. Retirez le champ.',
  'detail.app8Restaurant':
    'app8_restaurant est l’identifiant du restaurant que les clients envoient au serveur\u00a0: il doit être l’identifiant de ce fichier ({id}) ou être retiré.',
  'detail.fontNotHosted': 'La police « {font} » n’est pas offerte. Polices offertes\u00a0: {fonts}.',
  'detail.menuDropdown':
    'L’écran du menu présente chaque menu par un bouton au-dessus, sans liste déroulante à ouvrir. Mettez false ou retirez le champ.',
  'detail.customQuantities':
    'Les quantités d’options se règlent par le max_quantity de chaque valeur et la limite du groupe; custom_quantities n’a aucun effet. Retirez le champ.',
  'detail.allowSections':
    'Un menu sans sections place ses articles dans ses propres items; allow_sections: false n’a aucun effet. Retirez le champ.',
  'detail.attachment':
    'Les pièces jointes de menu ne sont pas montrées aux clients. Mettez le lien du document dans la description du menu.',
  'detail.internalName':
    'Un groupe d’options est présenté aux clients, au personnel et à la cuisine par son name; internal_name n’a aucun effet. Retirez le champ.',
  'detail.productId':
    'Une valeur d’option est connue par son id; product_id n’a aucun effet. Retirez le champ.',
  'detail.optionGroupId':
    'Une valeur d’option appartient au groupe qui la liste, et son propre groupe est dans ses options; option_group_id et sub_option_group_id n’ont aucun effet. Retirez-les.',
  'detail.autoRestock':
    'Les articles ne sont pas remis en stock automatiquement\u00a0: le personnel les remet disponibles dans Menu et commandes. Mettez « disabled » ou retirez le champ.',
  'detail.unknownStation': 'Poste inconnu « {station} »',
  'detail.afterStartsAt': 'Doit être après starts_at',
  'detail.modeOnce': 'Chaque mode ne peut figurer qu’une fois',
  'detail.slugTaken': 'Le slug « {slug} » appartient déjà au restaurant dont l’identifiant est {id}',
  'detail.idTaken': 'L’identifiant {id} appartient déjà au restaurant « {slug} »',
  'detail.notThisSlug': '« {slug} » attendu\u00a0: le slug de ce restaurant',
  'detail.notThisId': '{id} attendu\u00a0: l’identifiant de ce restaurant',
  'error.invalidDataFile': 'Le fichier de données du restaurant n’est pas valide.',
  'error.restaurantIdTaken': 'L’identifiant de restaurant {id} appartient déjà au restaurant « {slug} ».',
  // Comptes et sessions.
  'error.sessionExpired': 'Votre session a expiré. Veuillez vous reconnecter.',
  'error.loginRequired': 'Veuillez vous connecter pour continuer.',
  'error.originRefused': 'Cette requête ne provient pas de ce site.',
  'error.loginFailed': 'Le courriel ou le mot de passe est incorrect.',
  'error.currentPasswordWrong': 'Votre mot de passe actuel est incorrect.',
  'error.currentPasswordForEmail': 'Entrez votre mot de passe actuel pour changer votre adresse courriel.',
  'error.recentSignInNeeded':
    'Pour votre sécurité, reconnectez-vous, puis faites ce changement dans les 15 minutes.',
  'error.resetTokenInvalid':
    'Ce lien de réinitialisation n’est pas valide ou a expiré. Veuillez en demander un nouveau.',
  'error.subsidyCodeInvalid': 'Ce code de subvention n’est pas valide.',
  'error.schoolNotFound': 'Veuillez choisir l’une des écoles du programme.',
  'error.studentsUnavailable': 'Les profils d’élèves sont réservés aux programmes de repas scolaires.',
  'error.paymentMethodNotFound': 'Nous n’avons pas trouvé cette carte.',
  'error.studentNotFound': 'Nous n’avons pas trouvé cet élève.',
  'error.tooManyStudents':
    'Vous pouvez ajouter jusqu’à {max}\u00a0élèves. Retirez-en un pour en ajouter un autre.',
  'error.noDateRange': 'Aucune période fournie.',
  'error.dateRangeTooLong': 'Veuillez choisir une période d’au plus {days} jours.',
  'error.k12StudentRequired': 'Veuillez choisir l’élève à qui chaque repas est destiné.',
  'error.k12MinMeals': 'Veuillez ajouter au moins {meals} à votre panier pour {student} le {day}.',
  'error.k12MinMealsDay': 'Veuillez ajouter au moins {meals} à votre panier pour le {day}.',
  'error.k12MaxMeals': 'Votre panier peut contenir au plus {meals} pour {student} le {day}.',
  'error.k12MaxMealsDay': 'Votre panier peut contenir au plus {meals} pour le {day}.',
  'k12.mealCountOne': '1 repas',
  'k12.mealCount': '{count} repas',
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
    'Quelqu’un a demandé de réinitialiser le mot de passe de votre compte ({email}).\n\nChoisissez un nouveau mot de passe d’ici une heure\u00a0: {link}\n\nSi ce n’était pas vous, ignorez ce courriel\u00a0: votre mot de passe reste le même.',
  'email.emailChangedSubject': 'Votre adresse courriel a été modifiée',
  'email.emailChangedBody':
    'L’adresse courriel de votre compte a été modifiée\u00a0: c’est maintenant {email}.\n\nSi vous avez fait ce changement, vous n’avez rien à faire. Sinon, contactez {restaurant} sans tarder.',
  'email.theRestaurant': 'le restaurant',
  // Suites et opérateurs.
  'error.notSuiteOperator': 'L’utilisateur n’est pas un opérateur de loge.',
  'error.operatorNotAssigned': 'Cet utilisateur n’est pas affecté à cette loge.',
  'error.noEventSuite': 'Aucune loge d’événement trouvée.',
  'error.invalidSuiteOwner': 'Propriétaire de loge non valide.',
  'error.noEventsToday': 'Aucun événement aujourd’hui.',
  'error.loginAsEventDayOnly':
    'Un opérateur ne peut se connecter pour une loge que le jour de son événement.',
  'error.operatorCannotAddCards':
    'Un opérateur qui agit pour le propriétaire d’une loge ne peut pas ajouter de carte à son compte.',
  'error.operatorCannotChangeCards':
    'Un opérateur qui agit pour le propriétaire d’une loge ne peut ni modifier ni supprimer ses cartes enregistrées.',
  'error.loginAsOtherVenue':
    'Un opérateur connecté au nom du propriétaire d’une loge ne peut agir qu’au lieu de l’événement de la loge.',
  'error.loginAsCannotChangeAccount':
    'Un opérateur connecté au nom du propriétaire d’une loge ne peut pas modifier le compte du propriétaire\u00a0: seul le propriétaire le peut.',
  'error.cardFixedToSuiteEvent':
    'Les commandes de votre loge pour {event} sont portées à cette carte\u00a0: vous pourrez la supprimer après l’événement.',
  'error.noSuitesForEvent': 'Aucune loge pour cet événement.',
  'error.preOrderNeedsCard': 'La précommande exige un mode de paiement enregistré.',
  'error.eventDayNeedsCard':
    'Les commandes du jour de l’événement sont portées à une carte enregistrée\u00a0: ajoutez-en une dans le profil ou demandez à l’opérateur de facturer la loge.',
  'error.preOrderLocked': 'Les précommandes pour cet événement ont fermé le {date}.',
  'error.preOrderExists': 'Cette loge a déjà une précommande\u00a0: modifiez-la plutôt.',
  'error.preOrderNotCurrent':
    'Cette précommande a déjà été modifiée ou annulée. Veuillez recharger l’événement.',
  'error.preOrderCateringOnly': 'Les précommandes se font uniquement à partir des menus traiteur.',
  'error.paymentPreferenceFixed':
    'Le mode de paiement ne peut plus changer après la première commande de l’événement.',
  'error.tabLimitExceeded':
    'Cette commande ({total}) dépasse le solde de l’ardoise de la loge, soit {remaining}.',
  'error.tabLimitInvalid': 'Veuillez saisir la limite de l’ardoise sous forme de montant, par exemple 250.',
  'error.suiteCardFixed': 'Les commandes de cette loge sont portées à la carte se terminant par {last4}.',
  'error.suiteCardRemoved':
    'La carte à laquelle les commandes de cette loge étaient portées a été retirée du profil\u00a0: veuillez choisir une autre carte enregistrée.',
  'error.suiteInvoiceOnly':
    'Les commandes de cette loge le jour de l’événement sont facturées\u00a0: veuillez choisir la facture.',
  'error.suiteChargeOnly':
    'Les commandes de cette loge le jour de l’événement sont portées à la carte du propriétaire.',
  'error.notEventDay': 'Les commandes du jour de l’événement ne sont possibles que le jour même.',
  'error.suiteLinkInvalid': 'Ce lien de loge n’est pas valide ou a expiré.',
  'error.suiteLoginRequired': 'Veuillez vous connecter pour commander pour votre loge.',
  'suite.replacedBy': 'Remplacée par la précommande modifiée no {number}.',
  // Un panier pour maintenant pendant la fermeture (cart-availability.ts) : l’ouverture, et au marché, la cuisine.
  'error.closedNowOpensAt': 'Nous sommes fermés pour le moment\u00a0: les commandes ouvrent à {time}.',
  'error.closedNowOpensOn': 'Nous sommes fermés pour le moment\u00a0: les commandes ouvrent {day} à {time}.',
  'error.kitchenClosedNowOpensAt':
    '{kitchen} ne prend pas de commandes en ce moment\u00a0: ouverture des commandes à {time}.',
  'error.kitchenClosedNowOpensOn':
    '{kitchen} ne prend pas de commandes en ce moment\u00a0: ouverture des commandes {day} à {time}.',
  // Questions personnalisées au paiement (packages/domain ordering/custom-questions.ts).
  'error.questionUnknown': 'Une de vos réponses porte sur une question que ce restaurant ne pose pas.',
  'error.questionRequired': 'Veuillez répondre à « {question} ».',
  'error.questionNotAChoice': 'Veuillez choisir l’une des réponses proposées à « {question} ».',
  'error.questionOneChoice': 'Veuillez choisir une seule réponse à « {question} ».',
  'error.questionAnsweredTwice':
    'La question « {question} » a reçu plus d’une réponse. Veuillez n’y répondre qu’une fois.',
};
