// Adding a number to the list: the number and its play, checked with the server's own rule
// (shared/my-numbers.ts) before anything is sent.
import { useActionState } from 'react';
import { MY_NUMBERS_MAX, numberProblem, type MyNumberInput, type Play } from '@shared/my-numbers';
import { TextField } from '../../components/text-field';
import { formText } from '../../lib/form-values';
import { PlaySelect } from './play-select';

export const ADD_FIELD_ID = 'field-my-number';

interface Props {
  taken: readonly string[];
  /** Read-only (the device's copy) or a save in flight. */
  disabled: boolean;
  /** Saves the list with the new row; true once saved. */
  onAdd(row: MyNumberInput): Promise<boolean>;
}

/** The form as last submitted: React resets it to these after each try (a saved number clears, the play stays). */
interface Outcome {
  number: string;
  play: Play;
  error?: string;
}

export function AddNumber({ taken, disabled, onAdd }: Props) {
  const [outcome, act] = useActionState(
    async (_: Outcome, data: FormData): Promise<Outcome> => {
      const number = formText(data, 'my-number');
      const play = formText(data, 'play') as Play;
      const problem = numberProblem(number, taken);
      if (problem || disabled) return { number, play, error: problem ?? '' };
      if (!(await onAdd({ number: number.trim(), play }))) return { number, play };
      document.getElementById(ADD_FIELD_ID)?.focus();
      return { number: '', play };
    },
    { number: '', play: 'straight' },
  );

  if (taken.length >= MY_NUMBERS_MAX) {
    return <p className="my-numbers-full muted">You keep {MY_NUMBERS_MAX} numbers, the most there is. Remove one to add another.</p>;
  }
  return (
    <form className="add-number" action={act} noValidate aria-label="Add a number">
      <fieldset disabled={disabled}>
        <TextField
          label="Number"
          name="my-number"
          defaultValue={outcome.number}
          inputMode="numeric"
          autoComplete="off"
          hint="3 or 4 digits, such as 047 or 1234"
          error={outcome.error}
        />
        <div className="field">
          <label className="field-label" htmlFor="my-number-play">
            Play
          </label>
          <PlaySelect id="my-number-play" name="play" defaultValue={outcome.play} />
        </div>
        <button type="submit" className="btn btn-primary">
          Add number
        </button>
      </fieldset>
    </form>
  );
}
