// The states a person follows and the states whose results they are pushed (docs/product.md,
// "Followed states and result pushes"): the wire schemas, their sentences, and how a list is kept
// in one column. Shared so the account page checks a choice with the server's own rule.
import { z } from './zod';
import { STATE_CODES, STATES, type StateCode } from './results';

const CODES = STATE_CODES.join(', ');
/** Exactly one of the seven postal codes, as the API spells them. */
/** A value a client sent, quoted and cut short: a message never echoes a page of junk. */
const shown = (value: unknown) => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
};
const isStateCode = (v: unknown): v is StateCode => typeof v === 'string' && (STATE_CODES as string[]).includes(v);

export const FOLLOWED_STATES_MESSAGES = {
  followMissing: `The states list is required: one or more of the seven states (${CODES}).`,
  followList: `The states list must be a list of one or more of the seven states (${CODES}).`,
  pushMissing: `The states list is required: the states you follow whose results to push (${CODES}), or an empty list for none.`,
  pushList: `The states list must be a list of the states you follow (${CODES}), or an empty list for no result pushes.`,
  followNone: 'Choose at least one state to follow (states).',
  unknown: (value: unknown) => `The states list holds ${shown(value)}, which is not one of the seven states (${CODES}).`,
  notFollowed: (names: string) => `Result pushes (states) can be turned on only for states you follow, and you do not follow ${names}.`,
  followed: (names: string) => `You now follow ${names}.`,
  resultPushesOn: (names: string) => `Every new result of ${names} will be pushed to your devices with notifications on.`,
  resultPushesOff: 'Result pushes are off.',
} as const;

/** Codes in the order of STATE_CODES, each once. */
export function inStateOrder(codes: Iterable<string>): StateCode[] {
  const chosen = new Set(codes);
  return STATE_CODES.filter((c) => chosen.has(c));
}

/** "Texas and Ohio"; "all seven states". */
export function stateNames(codes: readonly StateCode[]): string {
  if (codes.length === STATE_CODES.length) return 'all seven states';
  return new Intl.ListFormat('en-US').format(codes.map((c) => STATES[c].name));
}

/** A list as one column keeps it: codes in STATE_CODES order, joined by commas. */
export const encodeStates = (codes: readonly StateCode[]): string => inStateOrder(codes).join(',');

/** A column's list back; `null` (never chosen) follows every state. */
export function decodeStates(stored: string | null): StateCode[] {
  if (stored === null) return [...STATE_CODES];
  return inStateOrder(stored.split(',').filter(isStateCode));
}

/** `{states: [...]}`: each one of the seven codes (repeats count once), at least `min` of them. */
function statesBody(min: 0 | 1, messages: { missing: string; list: string }) {
  return z.object({
    states: z
      .array(z.unknown(), { error: (iss) => (iss.input === undefined ? messages.missing : messages.list) })
      .max(100, messages.list)
      .superRefine((values, ctx) => {
        const wrong = values.find((v) => !isStateCode(v));
        if (wrong !== undefined) ctx.addIssue({ code: 'custom', message: FOLLOWED_STATES_MESSAGES.unknown(wrong) });
        else if (values.length < min) ctx.addIssue({ code: 'custom', message: FOLLOWED_STATES_MESSAGES.followNone });
      })
      .transform((values) => inStateOrder(values as string[])),
  });
}

/** PUT /api/account/states: one or more of the seven. */
export const followedStatesSchema = statesBody(1, { missing: FOLLOWED_STATES_MESSAGES.followMissing, list: FOLLOWED_STATES_MESSAGES.followList });
/** PUT /api/account/result-pushes: any of the followed states, none included. */
export const resultPushStatesSchema = statesBody(0, { missing: FOLLOWED_STATES_MESSAGES.pushMissing, list: FOLLOWED_STATES_MESSAGES.pushList });
