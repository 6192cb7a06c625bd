// The seven states as checkboxes, for "My states" on the account page and the choice offered
// when notifications are first turned on. A group with a legend, so a screen reader names it.
import { useId, type ChangeEvent } from 'react';
import { STATE_CODES, stateName, type StateCode } from '@shared/results';

/**
 * What the picker says when every state is unticked: following none is not a choice
 * (docs/product.md, "Followed states and result pushes").
 */
export const CHOOSE_ONE_STATE = 'Choose at least one state.';

/** Controlled (`value` and `onChange`), or left to the form with `defaultValue` (a form action reads `states`). */
type Props = {
  legend: string;
  hint?: string;
  error?: string;
  disabled?: boolean;
} & ({ value: readonly StateCode[]; onChange(states: StateCode[]): void } | { defaultValue: readonly StateCode[]; value?: never; onChange?: never });

export function StatesPicker(props: Props) {
  const { legend, value, onChange, hint, error, disabled } = props;
  const id = useId();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const box = (code: StateCode) =>
    value
      ? { checked: value.includes(code), onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(STATE_CODES.filter((c) => (c === code ? e.target.checked : value.includes(c)))) }
      : { defaultChecked: props.defaultValue?.includes(code) };
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
            <input type="checkbox" name="states" value={code} {...box(code)} />
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
