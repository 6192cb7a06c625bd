// What a checked or imported results file comes to, in words (docs/operations.md, "Official draw
// results"): its date range, what is new, what is stored already or repeated in the file, the lines
// refused and, when every line fails for its digit count, the other game.
import type { ReactNode } from 'react';
import {
  DRAW_TIME_NAMES,
  GAME_DIGITS,
  GAMES,
  STATE_CODES,
  STATES,
  refusedNumberLength,
  stateName,
  type DrawTime,
  type Game,
  type ImportResultDto,
  type StateCode,
} from '@shared/results';
import type { Missing } from '@shared/results-layout';
import { TableWrap } from '../../../components/table-wrap';
import { formatCalendarDay } from '../../../lib/dates';
import type { ImportParamsForm } from './result-import-choices';

export type Rejected = { line: number; message: string; text: string };

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** "Draws from Jul 28, 2025 to Jul 29, 2025." or "Draws of Jul 29, 2025."; '' without draws. */
export function dateRangeText(c: Pick<ImportResultDto, 'firstDrawDate' | 'lastDrawDate'>): string {
  if (!c.firstDrawDate || !c.lastDrawDate) return '';
  if (c.firstDrawDate === c.lastDrawDate) return `Draws of ${formatCalendarDay(c.firstDrawDate)}.`;
  return `Draws from ${formatCalendarDay(c.firstDrawDate)} to ${formatCalendarDay(c.lastDrawDate)}.`;
}

/**
 * "3 duplicates (2 already stored, 1 repeated in this file)": a line repeating an earlier one of the
 * same file is not "already stored".
 */
export function duplicatesText(c: Pick<ImportResultDto, 'duplicates' | 'repeatedInFile'>): string {
  const repeated = c.repeatedInFile;
  const stored = c.duplicates - repeated;
  const all = plural(c.duplicates, 'duplicate');
  if (c.duplicates === 0) return all;
  if (repeated === 0) return `${all} (already stored)`;
  if (stored === 0) return `${all} (repeated in this file)`;
  return `${all} (${stored} already stored, ${repeated} repeated in this file)`;
}

/** What a preview or a "valid lines" offer says when nothing in it is new. */
export function nothingNewText(c: Pick<ImportResultDto, 'duplicates' | 'repeatedInFile'>): string {
  if (c.duplicates === 0) return 'Nothing to import: no line holds a draw.';
  return c.duplicates === c.repeatedInFile ? 'Nothing to import.' : 'Nothing to import: every draw in it is already stored.';
}

/** " Read as Georgia Cash 3 Night draws." when the admin said what the file does not. */
export function readAs(lacks: Missing[], p: ImportParamsForm): string {
  if (lacks.length === 0) return '';
  const state = stateIn(p);
  const game = gameIn(p);
  const parts = [
    lacks.includes('state') && state ? stateName(state) : '',
    lacks.includes('game') && game ? gameName(game, state) : '',
    lacks.includes('drawTime') && p.drawTime ? DRAW_TIME_NAMES[p.drawTime as DrawTime] : '',
  ];
  return ` Read as ${parts.filter(Boolean).join(' ')} draws.`;
}

const stateIn = (p: ImportParamsForm) => ((STATE_CODES as string[]).includes(p.state) ? (p.state as StateCode) : undefined);
const gameIn = (p: ImportParamsForm) => ((GAMES as readonly string[]).includes(p.game) ? (p.game as Game) : undefined);
const gameName = (game: Game, state?: StateCode) => (state ? STATES[state].games[game] : `Pick ${GAME_DIGITS[game]}`);

/**
 * When the admin chose the game and every refused line's number has the other game's length (and
 * nothing else in the file is valid), the file is most likely of the other game: said so, by name.
 */
export function otherGameHint(rejected: readonly Rejected[], valid: ImportResultDto | undefined, lacks: Missing[], p: ImportParamsForm): string {
  const game = gameIn(p);
  if (!game || !lacks.includes('game') || rejected.length === 0) return '';
  if (valid && valid.imported + valid.duplicates > 0) return '';
  const other = GAMES.find((g) => g !== game)!;
  if (!rejected.every((r) => refusedNumberLength(r.message) === GAME_DIGITS[other])) return '';
  const state = stateIn(p);
  return `Every number in this file has ${GAME_DIGITS[other]} digits: it looks like a ${gameName(other, state)} file, not ${gameName(game, state)}. Choose ${gameName(other, state)} as the game and check the file again.`;
}

/** What an import would do, with the button that does it; without `action`, only Cancel. */
export function Offer({ children, action, onAccept, onCancel }: { children: ReactNode; action?: string; onAccept(): void; onCancel(): void }) {
  return (
    <div className="alert alert-info" role="status">
      <div className="alert-body stack">
        <p>{children}</p>
        <div className="admin-actions">
          {action && (
            <button type="button" className="btn btn-primary" onClick={onAccept}>
              {action}
            </button>
          )}
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            {action ? 'Cancel' : 'Choose another file'}
          </button>
        </div>
      </div>
    </div>
  );
}

export function RejectedTable({ rejected, label }: { rejected: Rejected[]; label: string }) {
  return (
    <TableWrap label={label}>
      <table className="table admin-rejected-table">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Text</th>
            <th scope="col">Why</th>
          </tr>
        </thead>
        <tbody>
          {rejected.map((r) => (
            <tr key={`${r.line}-${r.message}`}>
              <td>{r.line}</td>
              <td>
                <code>{r.text.length > 120 ? `${r.text.slice(0, 120)}…` : r.text}</code>
              </td>
              <td>{r.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
