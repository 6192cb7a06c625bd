import type { SelectHTMLAttributes } from 'react';
import { PLAY_NAMES, PLAYS, type Play } from '@shared/my-numbers';

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'> & { value: Play; onChoose(play: Play): void };

/** The three plays of a number, in the product's words (shared/my-numbers.ts). */
export function PlaySelect({ value, onChoose, ...rest }: Props) {
  return (
    <select className="input" value={value} onChange={(e) => onChoose(e.target.value as Play)} {...rest}>
      {PLAYS.map((p) => (
        <option key={p} value={p}>
          {PLAY_NAMES[p]}
        </option>
      ))}
    </select>
  );
}
