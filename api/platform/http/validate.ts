// Request validation with @hono/zod-validator, so each route's request type (the schema's input)
// reaches the typed client through AppType, and every failure is one 400 sentence that names
// the field (docs/api.md, "Errors and status codes") instead of the library's own answer.
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler } from 'hono';
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
  // zod's own wording for structural problems names no field; say which one (once: a sentence of
  // ours may begin with the field's own name, "keys.auth is required.").
  if (field && !/[A-Z]/.test(message.charAt(0)) && !message.startsWith(`${field} `)) message = `${field}: ${message}`;
  return { message, field };
}

function fail(error: { issues: readonly z.core.$ZodIssue[] }): never {
  const { message, field } = firstIssueMessage(error);
  throw badRequest(message, field);
}

/**
 * How deep a JSON body may nest. The deepest body of this API (a prediction's rows) has three
 * levels; walking a much deeper one (a schema, a message quoting a value) could exhaust the stack.
 */
export const MAX_JSON_DEPTH = 32;

export const INPUT_MESSAGES = {
  tooDeep: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  nul: (field: string) => `${field} must not contain a NUL character (\\u0000).`,
} as const;

/**
 * The rule every input meets before any schema or query sees it (docs/api.md, "Errors and status
 * codes"): no text holds a NUL character, which PostgreSQL cannot store in text (a 400 naming the
 * field, the same on both databases), and a body nests at most MAX_JSON_DEPTH levels. Walked with
 * a list, not recursion, so any depth is safe to look at.
 */
export function assertPlainInput(value: unknown): void {
  const todo: { v: unknown; path: string[] }[] = [{ v: value, path: [] }];
  for (let next = todo.pop(); next; next = todo.pop()) {
    const { v, path } = next;
    const field = () => path.join('.') || 'The request body';
    if (typeof v === 'string') {
      if (v.includes('\0')) throw badRequest(INPUT_MESSAGES.nul(field()), field());
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (path.length >= MAX_JSON_DEPTH) throw badRequest(INPUT_MESSAGES.tooDeep);
    for (const [key, item] of Object.entries(v)) {
      if (key.includes('\0')) throw badRequest(INPUT_MESSAGES.nul(field()), field());
      todo.push({ v: item, path: [...path, key] });
    }
  }
}

/** The same rule for the path, whose parts routes read as ids and tokens (`/api/receipts/%00`). */
export const nulFreePath: MiddlewareHandler = (c, next) => {
  if (c.req.path.includes('\0')) throw badRequest(INPUT_MESSAGES.nul('The address'));
  return next();
};

/**
 * The schema's parse, after the rule every input meets. (The library types the result by a
 * conditional on the schema's zod version, which a generic schema leaves open: hence the cast.)
 */
function plainThenSchema(schema: z.ZodType, value: unknown) {
  assertPlainInput(value);
  return schema.safeParseAsync(value) as Promise<never>;
}

const JSON_TYPE = /^application\/([a-z0-9.+-]*\+)?json\b/i;

/**
 * A JSON body validated by `schema`. Malformed JSON answers 400 in Hono's validator; a missing
 * or non-JSON content type and a body that is not an object answer 400 here, before the
 * schema's own messages. Nothing reaches the handler unchecked.
 */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return zValidator(
    'json',
    schema,
    (result, c) => {
      if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
        throw badRequest('Send the request body as JSON (Content-Type: application/json).');
      }
      const body: unknown = result.data;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
      if (!result.success) fail(result.error);
    },
    { validationFunction: plainThenSchema },
  );
}

/**
 * A body that may be left out (a request with no Content-Type and no body is `{}`); when sent, it is
 * JSON validated by `schema` as jsonBody's is.
 */
export function optionalJsonBody<S extends z.ZodType>(schema: S) {
  return zValidator(
    'json',
    schema,
    (result, c) => {
      const type = c.req.header('content-type');
      if (type !== undefined && !JSON_TYPE.test(type)) throw badRequest('Send the request body as JSON (Content-Type: application/json).');
      const body: unknown = result.data;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badRequest('The request body must be a JSON object.');
      if (!result.success) fail(result.error);
    },
    { validationFunction: plainThenSchema },
  );
}

export function queryParams<S extends z.ZodType>(schema: S) {
  return zValidator(
    'query',
    schema,
    (result) => {
      if (!result.success) fail(result.error);
    },
    { validationFunction: plainThenSchema },
  );
}
