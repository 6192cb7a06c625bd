// Adding a number to the list: the number and its play, checked with the server's own rule
// (shared/my-numbers.ts) before anything is sent.
import { useState, type FormEvent } from 'react';
import { MY_NUMBERS_MAX, numberProblem, type MyNumberInput, type Play } from '@shared/my-numbers';
import { TextField } from '../../components/text-field';
import { PlaySelect } from './play-select';

export const ADD_FIELD_ID = 'field-my-number';

interface Props {
  taken: readonly string[];
  /** Read-only (the device's copy) or a save in flight. */
  disabled: boolean;
  /** Saves the list with the new row; true once saved. */
  onAdd(row: MyNumberInput): Promise<boolean>;
}

export function AddNumber({ taken, disabled, onAdd }: Props) {
  const [number, setNumber] = useState('');
  const [play, setPlay] = useState<Play>('straight');
  const [error, setError] = useState('');
  const full = taken.length >= MY_NUMBERS_MAX;

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = numberProblem(number, taken);
    setError(problem ?? '');
    if (problem || disabled) return;
    if (await onAdd({ number: number.trim(), play })) {
      setNumber('');
      document.getElementById(ADD_FIELD_ID)?.focus();
    }
  }

  if (full) {
    return <p className="my-numbers-full muted">You keep {MY_NUMBERS_MAX} numbers, the most there is. Remove one to add another.</p>;
  }
  return (
    <form className="add-number" onSubmit={(e) => void submit(e)} noValidate aria-label="Add a number">
      <fieldset disabled={disabled}>
        <TextField
          label="Number"
          name="my-number"
          value={number}
          onChange={setNumber}
          inputMode="numeric"
          autoComplete="off"
          hint="3 or 4 digits, such as 047 or 1234"
          error={error}
        />
        <div className="field">
          <label className="field-label" htmlFor="my-number-play">
            Play
          </label>
          <PlaySelect id="my-number-play" value={play} onChoose={setPlay} />
        </div>
        <button type="submit" className="btn btn-primary">
          Add number
        </button>
      </fieldset>
    </form>
  );
}
