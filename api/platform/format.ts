// Instants as the server's sentences, e-mails and receipts show them: in the operator's
// calendar (APP_TIMEZONE), never the server's own.

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${timeZone}|${withTime}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      ...(withTime && { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }),
    });
    formats.set(key, f);
  }
  return f;
}

// Newer ICU puts a narrow no-break space before AM/PM: plain text and the PDF's standard font
// want an ordinary space.
const plainSpaces = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');

/** "June 22, 2026 at 12:00 PM EDT". */
export function formatDateTime(ms: number, timeZone: string): string {
  return plainSpaces(format(timeZone, true).format(new Date(ms)));
}

/** "June 22, 2026". */
export function formatDate(ms: number, timeZone: string): string {
  return format(timeZone, false).format(new Date(ms));
}
