// The seven states as checkboxes, for "My states" on the account page and the choice offered
// when notifications are first turned on. A group with a legend, so a screen reader names it.
import { useId } from 'react';
import { STATE_CODES, stateName, type StateCode } from '@shared/results';

/**
 * What the picker says when every state is unticked: following none is not a choice
 * (docs/product.md, "Followed states and result pushes").
 */
export const CHOOSE_ONE_STATE = 'Choose at least one state.';

interface Props {
  legend: string;
  value: readonly StateCode[];
  onChange(states: StateCode[]): void;
  hint?: string;
  error?: string;
  disabled?: boolean;
}

export function StatesPicker({ legend, value, onChange, hint, error, disabled }: Props) {
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const toggle = (code: StateCode, on: boolean) => onChange(STATE_CODES.filter((c) => (c === code ? on : value.includes(c))));
  return (
    <fieldset className="choice-group" aria-describedby={describedBy} aria-invalid={error ? true : undefined} disabled={disabled}>
      <legend>{legend}</legend>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      <div className="choice-options">
        {STATE_CODES.map((code) => (
          <label key={code} className="choice-option">
            <input type="checkbox" name="states" value={code} checked={value.includes(code)} onChange={(e) => toggle(code, e.target.checked)} />
            <span>{stateName(code)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
