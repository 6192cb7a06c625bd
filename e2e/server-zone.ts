// The operator's calendar as the server under test names it (APP_TIMEZONE, written into the page
// it serves), so the tests' "today" is the server's whatever zone it runs in.
import { TIMEZONE_META, dayOf } from '@shared/calendar';

/** The zone named in the <meta name="app-timezone"> of the page `baseURL` serves. */
export async function servedTimeZone(baseURL: string): Promise<string> {
  const html = await (await fetch(`${baseURL}/`)).text();
  const zone = html.match(new RegExp(`<meta name="${TIMEZONE_META}" content="([^"]+)"`))?.[1];
  if (!zone) throw new Error(`${baseURL}/ names no time zone (<meta name="${TIMEZONE_META}">)`);
  return zone;
}

/** The zone of the journey's server (fixtures.ts names it for the helpers). */
export function serverTimeZone(): string {
  return process.env.E2E_TIMEZONE!;
}

/** The calendar day `days` from now in `timeZone` (the server's by default), as YYYY-MM-DD. */
export function dayFromNow(days: number, timeZone = serverTimeZone()): string {
  return dayOf(Date.now() + days * 86_400_000, timeZone);
}
