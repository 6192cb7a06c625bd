// What the admin tells the import about a file (docs/product.md, "Importing results files"): which
// column is which, when the header is not one the import knows, and the state, game and draw time
// the file does not say.
import { DRAW_TIME_NAMES, DRAW_TIMES, STATE_CODES, STATES, stateName, type DrawTime, type StateCode } from '@shared/results';
import type { Missing } from '@shared/results-layout';
import { drawTimeLabel } from '../../../lib/draw-cells';
import { COLUMN_CHOICES, type ColumnChoice } from '../lib/result-import';
import { gameOptions } from '../lib/result-entry';
import { SelectField } from './select-field';

export type ImportParamsForm = Record<Missing, string>;

const clip = (v: string) => (v.length > 30 ? `${v.slice(0, 30)}…` : v);

export function ColumnMapping({
  first,
  example,
  choices,
  onChange,
}: {
  first: string[];
  example?: string[];
  choices: ColumnChoice[];
  onChange(column: number, choice: ColumnChoice): void;
}) {
  return (
    <fieldset className="admin-fieldset">
      <legend>Which column is which</legend>
      <p className="field-hint">Columns are counted from the left, as in the table above. Your choice is remembered for files with the same first line.</p>
      <div className="admin-import-columns">
        {choices.map((choice, i) => (
          <div className="field" key={i}>
            <label className="field-label" htmlFor={`import-column-${i}`}>
              Column {i + 1}: “{clip(first[i] ?? '')}”
            </label>
            <select
              id={`import-column-${i}`}
              value={choice}
              aria-describedby={example ? `import-column-${i}-example` : undefined}
              onChange={(e) => onChange(i, e.target.value as ColumnChoice)}
            >
              {COLUMN_CHOICES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
            {example && (
              <span className="field-hint" id={`import-column-${i}-example`}>
                e.g. {clip(example[i] ?? '') || '(empty)'}
              </span>
            )}
          </div>
        ))}
      </div>
    </fieldset>
  );
}

const CHOOSE = { value: '', label: 'Choose…' };

/** The state, game and draw time the file lacks; draw times are those of the chosen state. */
export function MissingParams({ lacks, params, onChange }: { lacks: Missing[]; params: ImportParamsForm; onChange(key: Missing, value: string): void }) {
  const state = (STATE_CODES as string[]).includes(params.state) ? (params.state as StateCode) : undefined;
  const games = state
    ? gameOptions(state)
    : [
        { value: 'pick3', label: 'Pick 3' },
        { value: 'pick4', label: 'Pick 4' },
      ];
  const drawTimes = state ? (Object.keys(STATES[state].draws) as DrawTime[]) : DRAW_TIMES;
  return (
    <fieldset className="admin-fieldset">
      <legend>What the file does not say</legend>
      <div className="admin-import-columns">
        {lacks.includes('state') && (
          <SelectField
            label="State"
            name="import-state"
            value={params.state}
            required
            onChange={(v) => onChange('state', v)}
            options={[CHOOSE, ...STATE_CODES.map((s) => ({ value: s, label: stateName(s) }))]}
          />
        )}
        {lacks.includes('game') && <SelectField label="Game" name="import-game" value={params.game} required onChange={(v) => onChange('game', v)} options={[CHOOSE, ...games]} />}
        {lacks.includes('drawTime') && (
          <SelectField
            label="Draw time"
            name="import-draw-time"
            value={params.drawTime}
            required
            onChange={(v) => onChange('drawTime', v)}
            options={[CHOOSE, ...drawTimes.map((t) => ({ value: t, label: state ? drawTimeLabel(state, t) : DRAW_TIME_NAMES[t] }))]}
          />
        )}
      </div>
    </fieldset>
  );
}
