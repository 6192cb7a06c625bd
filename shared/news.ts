// News e-mails to members (docs/product.md, "News e-mails"): the segments an operator writes to,
// the wire types of a news e-mail and the rules of its form, shared so the console's compose page
// checks a draft with the server's own rule and names a segment in the server's words.
import { z } from './zod';
import { STATE_CODES, STATES, type StateCode } from './results';

/** The segments that are not a state's followers; `state:XX` adds one per state. */
export const BASE_SEGMENTS = ['all', 'subscribers', 'trials', 'lapsed', 'customers'] as const;
export type BaseSegment = (typeof BASE_SEGMENTS)[number];
export type Segment = BaseSegment | `state:${StateCode}`;

/** Lapsed: access ended within this many days, and none now. */
export const LAPSED_WITHIN_DAYS = 90;

export const SEGMENTS: readonly Segment[] = [...BASE_SEGMENTS, ...STATE_CODES.map((c) => `state:${c}` as const)];

export const isSegment = (v: unknown): v is Segment => typeof v === 'string' && (SEGMENTS as readonly string[]).includes(v);

/** The state a `state:XX` segment follows; null for the others. */
export const segmentState = (s: Segment): StateCode | null => (s.startsWith('state:') ? (s.slice(6) as StateCode) : null);

/** How the console names a segment. */
export function segmentName(s: Segment): string {
  const state = segmentState(s);
  if (state) return `Following ${STATES[state].name}`;
  return {
    all: 'Every account',
    subscribers: 'Members with access now (trials included)',
    trials: 'On the free trial now',
    lapsed: `Access ended within ${LAPSED_WITHIN_DAYS} days`,
    customers: 'Never paid, no access',
  }[s as BaseSegment];
}

export const NEWS_LIMITS = { subjectMax: 150, bodyMax: 20_000 } as const;

/**
 * How fast a news e-mail goes out: recipients are spread over the seconds at this rate, so ten
 * thousand take about seventeen minutes and a mail server's sending limits are kept to.
 */
export const NEWS_PER_SECOND = 10;

export const NEWS_MESSAGES = {
  segment: `The segment must be one of: ${SEGMENTS.join(', ')}.`,
  subject: `The subject must be 1 to ${NEWS_LIMITS.subjectMax} characters.`,
  body: `The text must be 1 to ${NEWS_LIMITS.bodyMax.toLocaleString('en-US')} characters.`,
  sendAt: 'sendAt must be an ISO instant (2026-07-01T14:00:00.000Z), now or later.',
  sendAtPast: 'sendAt is in the past: leave it out to send now, or choose a later time.',
  sendAtFar: (days: number) => `sendAt must be within ${days} days from now.`,
  notFound: 'No such news e-mail.',
  notCancellable: (status: string) => `This news e-mail is ${status}: only a scheduled one can be cancelled.`,
  cancelled: 'The news e-mail is cancelled; nobody gets it.',
  testSent: (email: string) => `A test copy is on its way to ${email}.`,
} as const;

export const BROADCAST_STATUSES = ['scheduled', 'sending', 'sent', 'cancelled'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/** GET /api/admin/segments/{segment}: whom a news e-mail to it would reach now. */
export interface SegmentCountDto {
  segment: Segment;
  count: number;
}

/** POST /api/admin/broadcasts answers 201 with this. */
export interface BroadcastCreatedDto {
  id: string;
  status: 'scheduled' | 'sending';
  /** Whom the segment reaches now; a scheduled one counts again when it starts. */
  recipients: number;
}

/** One of GET /api/admin/broadcasts, newest first. */
export interface BroadcastDto {
  id: string;
  subject: string;
  segment: Segment;
  status: BroadcastStatus;
  /** ISO instant it starts (or started). */
  sendAt: string;
  recipients: number;
  sent: number;
  failed: number;
  /** Reached when it started, then on a break, unsubscribed from news or deleted by their turn. */
  skipped: number;
}

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .refine((v) => v.trim().length > 0, message)
    .refine((v) => v.length <= max, message);

/** POST /api/admin/broadcasts/test: the draft, to the admin alone. */
export const newsDraftSchema = z.object({
  subject: text(NEWS_LIMITS.subjectMax, NEWS_MESSAGES.subject).refine((v) => !/[\r\n]/.test(v), NEWS_MESSAGES.subject),
  body: text(NEWS_LIMITS.bodyMax, NEWS_MESSAGES.body),
});

/** POST /api/admin/broadcasts. */
export const broadcastSchema = newsDraftSchema.extend({
  segment: z.string({ error: NEWS_MESSAGES.segment }).refine(isSegment, NEWS_MESSAGES.segment),
  sendAt: z
    .union([z.null(), z.iso.datetime({ offset: true, error: NEWS_MESSAGES.sendAt })], { error: NEWS_MESSAGES.sendAt })
    .optional()
    .transform((v) => (v ? Date.parse(v) : null)),
});
