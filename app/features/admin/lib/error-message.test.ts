import { describe, expect, it } from 'vitest';
import { messageOr, serverMessage } from './error-message';

// Shaped like app/lib/api-client's ApiError (not imported: it reads localStorage on load).
class FakeApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

describe('serverMessage', () => {
  it("returns the server's sentence", () => {
    expect(serverMessage(new FakeApiError('x', 409, { message: 'At least one admin must remain.' }))).toBe('At least one admin must remain.');
    expect(serverMessage(new FakeApiError('x', 400, { msg: 'Bad.' }))).toBe('Bad.');
  });

  it('returns null for network failures, non-JSON bodies and plain errors', () => {
    expect(serverMessage(new FakeApiError('Failed to connect', 0, null))).toBeNull();
    expect(serverMessage(new FakeApiError('Unexpected response from server', 502, '<html>'))).toBeNull();
    expect(serverMessage(new Error('boom'))).toBeNull();
    expect(serverMessage('boom')).toBeNull();
  });
});

describe('messageOr', () => {
  it('falls back when the server said nothing', () => {
    expect(messageOr(new FakeApiError('Failed to connect', 0, null), 'Failed to add prediction')).toBe('Failed to add prediction');
    expect(messageOr(new FakeApiError('x', 400, { message: 'Content is required.' }), 'Failed')).toBe('Content is required.');
  });
});
