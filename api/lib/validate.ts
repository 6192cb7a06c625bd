import { validator } from 'hono/validator';
import type { z } from 'zod';
import { badRequest } from './http-errors';

/** Turns the first zod issue into one sentence that names the field (contract §2). */
export function firstIssueMessage(error: z.ZodError): { message: string; field?: string } {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  let message = issue?.message ?? 'Invalid request.';
  // zod's own wording for structural problems names no field; say which one.
  if (field && !/[A-Z]/.test(message.charAt(0))) message = `${field}: ${message}`;
  return { message, field };
}

function check<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { message, field } = firstIssueMessage(result.error);
    throw badRequest(message, field);
  }
  return result.data;
}

/**
 * A JSON body validated by `schema`. Hono's validator has already parsed it (malformed JSON
 * answers 400 there); a missing or non-JSON content type and a non-object body answer 400 here.
 * Nothing reaches the handler unchecked.
 */
export function jsonBody<S extends z.ZodType>(schema: S) {
  return validator('json', (body: unknown, c) => {
    if (!/^application\/([a-z0-9.+-]*\+)?json\b/i.test(c.req.header('content-type') ?? '')) {
      throw badRequest('Send the request body as JSON (Content-Type: application/json).');
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      throw badRequest('The request body must be a JSON object.');
    }
    return check(schema, body);
  });
}

export function queryParams<S extends z.ZodType>(schema: S) {
  return validator('query', (value) => check(schema, value));
}
