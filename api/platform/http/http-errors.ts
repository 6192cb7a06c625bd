import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An error whose message is safe to show the client, with the status of "Errors and status codes"
 * (docs/api.md).
 */
export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(status, { message });
  }
}

export const badRequest = (message: string, field?: string) => new ApiError(400, message, field ? { field } : {});
export const unauthorized = (message = 'Please log in to continue.') => new ApiError(401, message);
export const forbidden = (message = 'You do not have permission to do this.') => new ApiError(403, message);
export const notFound = (message = 'Not found.') => new ApiError(404, message);
export const conflict = (message: string) => new ApiError(409, message);

/** An answer that tells the client when to come back: `Retry-After` goes with it. */
export class RetryLaterError extends ApiError {
  constructor(
    status: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(status, message);
  }
}

const inTime = (seconds: number) => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

export class RateLimitedError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    const minutes = Math.ceil(retryAfterSeconds / 60);
    super(429, `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, retryAfterSeconds);
  }
}

/**
 * Too much work already waits (the password-hashing queue, docs/security.md, "The hashing queue").
 */
export class ServerBusyError extends RetryLaterError {
  constructor(retryAfterSeconds: number) {
    super(503, `The server is busy checking other passwords. Please try again in ${inTime(retryAfterSeconds)}.`, retryAfterSeconds);
  }
}
