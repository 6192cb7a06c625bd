// What the API says about a user. Shared by the server (serialisation) and the web app.
export const ROLES = ['customer', 'subscriber', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export interface UserDto {
  _id: string;
  /** The same value as `_id` (contract §2). */
  id: string;
  username: string;
  email: string;
  /** The effective role: a subscriber whose time has run out is reported as a customer. */
  role: Role;
  /** ISO 8601 instant, or null when the user has no subscription end. */
  subscriptionExpiresAt: string | null;
  /** Whether the free 3-day membership has been taken. */
  trialUsed: boolean;
  createdAt: string;
}
