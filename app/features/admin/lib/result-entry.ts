// The admin's result form (docs/product.md, "Entering and correcting results"): which draw times it
// offers for a state and day, and where it goes after a save, so a day's draws are typed one after
// another in the order they were drawn (Pick 3 then Pick 4 of each draw time).
import { addDays, dayOf, iso } from '@shared/calendar';
import { GAME_DIGITS, GAMES, STATES, drawTimesOn, drawnAtOf, type DrawTime, type Game, type StateCode } from '@shared/results';
import { formatClockIn } from '../../../lib/dates';
import { drawTimeLabel } from '../../../lib/draw-cells';

export interface DrawTimeOption {
  value: DrawTime;
  label: string;
  /** Not drawn yet: the server would refuse it. */
  disabled: boolean;
}

/** The draw times `state` holds on `day` (none on a day it holds none), the ones still to come disabled. */
export function drawTimeOptions(state: StateCode, day: string, now: number): DrawTimeOption[] {
  const zone = STATES[state].zone;
  return drawTimesOn(state, day).map((t) => {
    const at = drawnAtOf({ state, drawDate: day, drawTime: t });
    const label = `${drawTimeLabel(state, t)} · ${formatClockIn(iso(at), zone)}`;
    return { value: t, label: at > now ? `${label} (not drawn yet)` : label, disabled: at > now };
  });
}

/** `current` if it can be chosen, else the first draw time that can. */
export function usableDrawTime(options: DrawTimeOption[], current: DrawTime | ''): DrawTime | '' {
  if (options.some((o) => o.value === current && !o.disabled)) return current;
  return options.find((o) => !o.disabled)?.value ?? '';
}

/** The draw after a saved one: the other game of the same draw time, then the next draw time's Pick 3. */
export function drawAfter(options: DrawTimeOption[], game: Game, drawTime: DrawTime): { game: Game; drawTime: DrawTime } {
  if (game === 'pick3') return { game: 'pick4', drawTime };
  const usable = options.filter((o) => !o.disabled).map((o) => o.value);
  const later = usable[usable.indexOf(drawTime) + 1];
  return later ? { game: 'pick3', drawTime: later } : { game, drawTime };
}

/** "Pick 3" or, where the state says otherwise, "Daily 4 (Pick 4)". */
export function gameOptions(state: StateCode): { value: Game; label: string }[] {
  return GAMES.map((g) => {
    const generic = `Pick ${GAME_DIGITS[g]}`;
    const own = STATES[state].games[g];
    return { value: g, label: own === generic ? own : `${own} (${generic})` };
  });
}

/** The day a state's calendar is on at `now`. */
export const stateToday = (state: StateCode, now: number) => dayOf(now, STATES[state].zone);

/** The form's first date: the state's latest day with a draw already drawn (yesterday, before today's first). */
export function entryDay(state: StateCode, now: number): string {
  const today = stateToday(state, now);
  for (let i = 0; i < 7; i++) {
    const day = addDays(today, -i);
    if (drawTimeOptions(state, day, now).some((o) => !o.disabled)) return day;
  }
  return today;
}

/** "Texas holds no draws on Sundays." */
export function noDrawsText(state: StateCode, day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
  return `${STATES[state].name} holds no draws on ${weekday}s.`;
}
