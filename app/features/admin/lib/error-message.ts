// "Error messages" (docs/app.md) asks for "the server's message, else a fixed fallback" in many
// places. The api client always fills Error.message (with a network or status sentence when the
// server said nothing), so the server's own sentence is read from the parsed body the ApiError
// carries.

/** The sentence the server put in its JSON answer (`message` or `msg`), or null. */
export function serverMessage(err: unknown): string | null {
  if (!(err instanceof Error) || !('body' in err)) return null;
  const body = (err as Error & { body: unknown }).body;
  if (!body || typeof body !== 'object') return null;
  const { message, msg } = body as { message?: unknown; msg?: unknown };
  if (typeof message === 'string' && message.trim()) return message;
  if (typeof msg === 'string' && msg.trim()) return msg;
  return null;
}

/** The server's sentence when it sent one, else `fallback`. */
export function messageOr(err: unknown, fallback: string): string {
  return serverMessage(err) ?? fallback;
}

/**
 * A loader's read whose failure says the server's sentence, else `fallback` (for <Loaded>, which
 * shows the error's message: docs/app.md, "How a page reads data").
 */
export function failsWith<T>(read: Promise<T>, fallback: string): Promise<T> {
  return read.catch((err: unknown) => Promise.reject(new Error(messageOr(err, fallback))));
}
