/**
 * A loyalty program's status look-up: whether the diner with this e-mail is enrolled
 * at the restaurant and their status (tier). The order carries the status the server looked up, not the client's.
 */
export interface LoyaltyStatus {
  enrolled: boolean;
  userStatus: string | null;
  points: number | null;
}

export interface LoyaltyProvider {
  readonly name: string;
  statusOf(restaurantId: number, email: string): Promise<LoyaltyStatus>;
}

export const NOT_ENROLLED: LoyaltyStatus = { enrolled: false, userStatus: null, points: null };
