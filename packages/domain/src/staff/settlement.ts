/**
 * The `details.reason` of a 409 answered while another order's share of the same card authorization is being
 * settled (a hub's kitchens, a K-12 checkout: decision 026). Only this busy answer may be sent again as it was (the
 * staff console does, once): it is about another order, and nothing of this one was read or done.
 */
export const SHARE_SETTLING = 'share_settling';
