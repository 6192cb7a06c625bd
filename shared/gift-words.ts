// Gifts (docs/product.md, "Gifts"): the rules, messages and wire types both sides use, zod-free so
// a page can show them without loading zod (the schema is in gifts.ts).
import type { UserDto } from './users';

/** The longest message a buyer may write to the recipient. */
export const GIFT_MESSAGE_MAX = 500;
/** How far ahead the e-mail may be sent: `sendOn` is today or up to this many days later. */
export const GIFT_SEND_WITHIN_DAYS = 90;
/** How long a sent gift's link can be redeemed, counted from the day its e-mail went. */
export const GIFT_VALID_DAYS = 365;

export const GIFT_MESSAGES = {
  recipientEmail: 'Please enter the recipient’s e-mail address (recipientEmail).',
  message: `The message must be text of at most ${GIFT_MESSAGE_MAX} characters.`,
  sendOnFormat: 'The day to send it (sendOn) must be a date (YYYY-MM-DD).',
  sendOnPast: 'The day to send it (sendOn) cannot be in the past.',
  sendOnFar: `The day to send it (sendOn) must be within ${GIFT_SEND_WITHIN_DAYS} days.`,
  unknown: 'This gift link is not valid. Check that you copied the whole link from the e-mail.',
  redeemed: 'This gift has already been redeemed.',
  expired: `This gift has expired: a gift can be redeemed within ${GIFT_VALID_DAYS} days of being sent.`,
  notGift: 'This checkout is not a gift.',
} as const;

/** A gift as its buyer sees it (`GET /api/gifts/mine`): nothing of who redeemed it. */
export interface GiftDto {
  _id: string;
  plan: string;
  planName: string;
  recipientEmail: string;
  status: 'scheduled' | 'sent' | 'redeemed' | 'expired';
  /** The day its e-mail goes (or went), YYYY-MM-DD in APP_TIMEZONE. */
  sendOn: string;
  sentAt: string | null;
  redeemedAt: string | null;
  /** The last moment it can be redeemed; null until it is sent. */
  expiresAt: string | null;
  createdAt: string;
}

/** A gift as its link shows it (`GET /api/gifts/{token}`): to anyone holding the link. */
export interface GiftLinkDto {
  plan: string;
  planName: string;
  durationDays: number;
  /** The buyer's username. */
  from: string;
  message: string | null;
  status: 'open' | 'redeemed' | 'expired';
  expiresAt: string;
}

/** `POST /api/gifts/{token}/redeem`: the plan's days added; the caller's new end and account. */
export interface GiftRedeemedDto {
  plan: string;
  durationDays: number;
  subscriptionExpiresAt: string;
  user: UserDto;
}
