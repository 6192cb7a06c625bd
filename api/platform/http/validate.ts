// Request validation with @hono/zod-validator, so each route's request type (the schema's input)
// reaches the typed client through AppType, and every failure is one 400 sentence that names
// the field (docs/api.md, "Errors and status codes") instead of the library's own answer.
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';
import { badRequest } from './http-errors';

/**
 * Turns the first zod issue into one sentence that names the field (docs/api.md,
 * "Errors and status codes").
 */
export function firstIssueMessage(error: { issues: readonly z.core.$ZodIssue[] }): { message: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  let message = issue?.message ?? 'Invalid request.';
  // zod's own wording for structural problems names no field; say which one.
  if (field && !/[A-Z]/.test(message.charAt(0))) message = `${field}: ${message}`;
  return { message, field };
}

function fail(error: { issues: readonly z.core.$ZodIssue[] }): never {
  const { message, field } = firstIssueMessage(error);
  throw badRequest(message, field);
}

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\b/i;

/**
 * A JSON body validated by `schema`. Malformed JSON answers 400 in Hono's validator; a missing
 * or non-JSON content type and a body that is not an object answer 400 here, before the
 * schema's own messages. Nothing reaches the handler unchecked.
 */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return zValidator('json', schema, (result, c) => {
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      throw badRequest('Send the request body as JSON (Content-Type: application/json).');
    }
    const body: unknown = result.data;
    if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
    if (!result.success) fail(result.error);
  });
}

export function queryParams<S extends z.ZodType>(schema: S) {
  return zValidator('query', schema, (result) => {
    if (!result.success) fail(result.error);
  });
}
