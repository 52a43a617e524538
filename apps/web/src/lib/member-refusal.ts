/**
 * A member code the provider no longer knows, wherever it is found out (the drawer, the menu's look-up, the pricing).
 * Apart from member-storage.ts, which the menu's first load carries.
 */

/** 2202: the provider knows no such member (the spec's "profile not found"), at the look-up or in the pricing. */
export const MEMBER_NOT_FOUND = 2202;
/** The toast saying the device's member code stopped being valid: said once, whoever found out. */
export const MEMBER_EXPIRED_TOAST = 'member-expired';
