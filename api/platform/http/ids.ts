import { notFound } from './http-errors';

/** An id as the API writes it: canonical decimal, no sign, no leading zero, no spaces. */
export const ID_PATTERN = /^[1-9]\d{0,14}$/;

/**
 * Ids travel as strings (docs/api.md, "JSON, ids and dates"); inside they are SQLite integer keys.
 */
export function parseId(raw: string | undefined, notFoundMessage: string): number {
  if (!raw || !ID_PATTERN.test(raw)) throw notFound(notFoundMessage);
  return Number(raw);
}
