import { notFound } from './http-errors';

/** Ids travel as strings (contract §2); inside they are SQLite integer keys. */
export function parseId(raw: string | undefined, notFoundMessage: string): number {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) throw notFound(notFoundMessage);
  return Number(raw);
}
