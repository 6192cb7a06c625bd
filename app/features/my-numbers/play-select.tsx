import type { SelectHTMLAttributes } from 'react';
import { PLAY_NAMES, PLAYS, type Play } from '@shared/my-numbers';

/** Controlled (`value` and `onChoose`, a row's play), or left to the form with `defaultValue` (a form action reads it). */
type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange'> &
  ({ value: Play; onChoose(play: Play): void } | { defaultValue: Play; name: string; value?: never; onChoose?: never });

/** The three plays of a number, in the product's words (shared/my-numbers.ts). */
export function PlaySelect({ value, onChoose, ...rest }: Props) {
  return (
    <select className="input" value={value} onChange={onChoose && ((e) => onChoose(e.target.value as Play))} {...rest}>
      {PLAYS.map((p) => (
        <option key={p} value={p}>
          {PLAY_NAMES[p]}
        </option>
      ))}
    </select>
  );
}
