import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

/** dates.ts as a page serving `meta` (the server's <meta name="app-timezone" content>) loads it. */
async function datesServedWith(meta: string | null) {
  vi.resetModules();
  vi.stubGlobal('document', {
    querySelector: (selector: string) => (meta !== null && selector === 'meta[name="app-timezone"]' ? { content: meta } : null),
  });
  return import('./dates');
}

afterEach(() => vi.unstubAllGlobals());
// The test files of a vitest worker share its modules (vitest.config.ts, `isolate`): the next one
// loads dates.ts afresh, not one that kept the zone of a page served here.
afterAll(() => vi.resetModules());

const at = (iso: string) => Date.parse(iso);

describe("the operator's zone", () => {
  it('is the one the served page names', async () => {
    expect((await datesServedWith('America/Chicago')).appTimeZone()).toBe('America/Chicago');
    expect((await datesServedWith('Pacific/Kiritimati')).appTimeZone()).toBe('Pacific/Kiritimati');
  });

  it('is named as people say it', async () => {
    const { zoneCity } = await datesServedWith('America/Chicago');
    expect(zoneCity()).toBe('Chicago');
    expect(zoneCity('America/New_York')).toBe('New York');
    expect(zoneCity('Pacific/Pago_Pago')).toBe('Pago Pago');
  });

  it('falls back to New York when the page names none or one Intl does not know', async () => {
    expect((await datesServedWith(null)).appTimeZone()).toBe('America/New_York');
    expect((await datesServedWith('Mars/Olympus_Mons')).appTimeZone()).toBe('America/New_York');
    expect((await datesServedWith('')).appTimeZone()).toBe('America/New_York');
  });
});

describe('dates with APP_TIMEZONE=America/Chicago', () => {
  it("takes today from Chicago's calendar, where New York's has already turned", async () => {
    const { todayDay, dayOfInstant } = await datesServedWith('America/Chicago');
    // 05:30 UTC on Jan 6 is 23:30 on Jan 5 in Chicago (UTC-6), 00:30 on Jan 6 in New York.
    expect(todayDay(at('2026-01-06T05:30:00Z'))).toBe('2026-01-05');
    expect(todayDay(at('2026-01-06T06:00:00Z'))).toBe('2026-01-06');
    expect(dayOfInstant('2026-01-06T05:30:00Z')).toBe('2026-01-05');
    // Summer time (UTC-5): the day turns at 05:00 UTC.
    expect(todayDay(at('2026-07-10T04:59:00Z'))).toBe('2026-07-09');
    expect(todayDay(at('2026-07-10T05:00:00Z'))).toBe('2026-07-10');
  });

  it('shows instants on Chicago clocks, across the daylight-saving changes', async () => {
    const { formatTime, formatDate, formatInstantDay, formatInstantTime } = await datesServedWith('America/Chicago');
    expect(formatTime('2026-03-08T07:59:00Z')).toBe('1:59 AM');
    expect(formatTime('2026-03-08T08:00:00Z')).toBe('3:00 AM');
    expect(formatTime('2026-11-01T06:59:00Z')).toBe('1:59 AM');
    expect(formatTime('2026-11-01T07:00:00Z')).toBe('1:00 AM');
    expect(formatDate('2026-01-06T03:30:00Z')).toBe('January 5, 2026');
    expect(formatInstantDay('2026-01-06T03:30:00Z')).toBe('Jan 5, 2026');
    expect(formatInstantTime('2026-01-06T03:30:00Z')).toBe('9:30:00 PM CST');
    expect(formatInstantTime('2026-07-06T03:30:00Z')).toBe('10:30:00 PM CDT');
  });
});

describe('dates with APP_TIMEZONE=Pacific/Kiritimati (UTC+14, a day ahead of New York)', () => {
  const KIRITIMATI = 'Pacific/Kiritimati';

  it("takes today from Kiritimati's calendar", async () => {
    const { todayDay, dayOfInstant, formatDate, formatTime } = await datesServedWith(KIRITIMATI);
    // 10:00 UTC on Jan 5 is midnight starting Jan 6 there, while New York is at 05:00 on Jan 5.
    expect(todayDay(at('2026-01-05T09:59:59Z'))).toBe('2026-01-05');
    expect(todayDay(at('2026-01-05T10:00:00Z'))).toBe('2026-01-06');
    expect(todayDay(at('2026-01-05T10:00:00Z'), 'America/New_York')).toBe('2026-01-05');
    expect(dayOfInstant('2026-12-31T10:00:00Z')).toBe('2027-01-01');
    expect(formatDate('2026-12-31T10:00:00Z')).toBe('January 1, 2027');
    expect(formatTime('2026-12-31T10:05:00Z')).toBe('12:05 AM');
  });

  it('takes the zone as an argument too, whatever the page named', async () => {
    const { formatInstantDay, formatInstantTime, todayDay } = await datesServedWith('America/Chicago');
    expect(todayDay(at('2026-01-05T10:00:00Z'), KIRITIMATI)).toBe('2026-01-06');
    expect(formatInstantDay('2026-01-05T10:00:00Z', KIRITIMATI)).toBe('Jan 6, 2026');
    expect(formatInstantTime('2026-01-05T10:00:00Z', KIRITIMATI)).toBe('12:00:00 AM GMT+14');
  });
});

describe('calendar days', () => {
  it('are named as they are, in every zone: a day is not an instant', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Chicago']) {
      const { formatDay, formatCalendarDay } = await datesServedWith(zone);
      expect(formatDay('2026-03-14')).toBe('Saturday, March 14, 2026');
      expect(formatDay('2024-02-29')).toBe('Thursday, February 29, 2024');
      expect(formatCalendarDay('2026-03-01')).toBe('Mar 1, 2026');
    }
  });

  it('turn to the next month where a monthly limit starts again, December into January', async () => {
    const { nextMonthStart } = await datesServedWith(null);
    expect(nextMonthStart('2026-11-28')).toBe('2026-12-01');
    expect(nextMonthStart('2026-12-31')).toBe('2027-01-01');
    expect(nextMonthStart('2027-01-01')).toBe('2027-02-01');
  });

  it('leave what is not a date as it came', async () => {
    const { formatDay, formatCalendarDay, formatDate, formatTime, formatInstantDay, formatInstantTime, dayOfInstant } = await datesServedWith(null);
    expect(formatDay('2026-13-45')).toBe('2026-13-45');
    expect(formatCalendarDay('odd')).toBe('odd');
    expect(formatDate('soon')).toBe('soon');
    expect(formatTime('soon')).toBe('');
    expect(formatInstantDay(null)).toBe('');
    expect(formatInstantTime(undefined)).toBe('');
    expect(dayOfInstant('not a date')).toBe('');
  });
});

describe('formatters', () => {
  it('are built once per set of options, not once per call', async () => {
    let built = 0;
    const Counting = class extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        built++;
      }
    };
    const { formatTime, formatInstantDay } = await datesServedWith('America/Chicago');
    vi.stubGlobal('Intl', { ...Intl, DateTimeFormat: Counting });
    for (let i = 0; i < 50; i++) {
      expect(formatTime(`2026-01-0${1 + (i % 9)}T18:00:00Z`)).toBe('12:00 PM');
      expect(formatInstantDay(`2026-01-0${1 + (i % 9)}T18:00:00Z`)).toBe(`Jan ${1 + (i % 9)}, 2026`);
    }
    // One to check the zone the page names (on first use, not at start-up), one per format.
    expect(built).toBe(3);
  });
});

describe("a draw's time on its state's clock", () => {
  it('is 24-hour with the zone named the same in summer and winter, whatever the operator’s zone', async () => {
    const { formatClockIn, formatShortDay } = await datesServedWith('Pacific/Kiritimati');
    expect(formatClockIn('2026-06-15T15:00:00Z', 'America/Chicago')).toBe('10:00 CT');
    expect(formatClockIn('2026-01-15T16:00:00Z', 'America/Chicago')).toBe('10:00 CT');
    expect(formatClockIn('2026-06-16T03:34:00Z', 'America/New_York')).toBe('23:34 ET');
    expect(formatClockIn('not a date', 'America/New_York')).toBe('');
    expect(formatShortDay('2026-06-14', '2026-11-28')).toBe('Sun, Jun 14');
  });

  it("names the year of a draw day not in today's year, as an old last draw on /results", async () => {
    const { formatShortDay } = await datesServedWith('America/New_York');
    expect(formatShortDay('2025-07-29', '2026-11-28')).toBe('Tue, Jul 29, 2025');
    expect(formatShortDay('2026-12-31', '2027-01-01')).toBe('Thu, Dec 31, 2026');
    expect(formatShortDay('2027-01-01', '2027-01-01')).toBe('Fri, Jan 1');
    expect(formatShortDay('soon', '2027-01-01')).toBe('soon');
  });
});
