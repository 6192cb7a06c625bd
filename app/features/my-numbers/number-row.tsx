// One saved number: its play, its last 365 days against chance (the draws folded away), its
// recent notices, and buttons to move it up or down or remove it. The buttons are never disabled
// (a disabled button drops the keyboard's focus): at an end of the list, or during a save, they
// say so and do nothing.
import { NUMBER_NEWS_HOURS, type MyNumberDto, type NumberNoticeDto, type Play } from '@shared/my-numbers';
import { formatCalendarDay } from '../../lib/dates';
import { drawOf, KIND_WORDS, yearSentence } from './my-numbers-format';
import { PlaySelect } from './play-select';

export type RowAction = 'up' | 'down' | 'remove';

/** A notice of a result stored in the news window is new. */
const isNew = (at: string) => Date.now() - Date.parse(at) < NUMBER_NEWS_HOURS * 3_600_000;

/** The id of a row's button, so focus can follow the row after a save. */
export const actionId = (number: string, action: RowAction) => `my-number-${number}-${action}`;

interface Props {
  n: MyNumberDto;
  position: number;
  count: number;
  notices: NumberNoticeDto[];
  readOnly: boolean;
  busy: boolean;
  onAction(action: RowAction): void;
  onPlay(play: Play): void;
}

export function NumberRow({ n, position, count, notices, readOnly, busy, onAction, onPlay }: Props) {
  const can: Record<RowAction, boolean> = { up: position > 0, down: position < count - 1, remove: true };
  const button = (action: RowAction, text: string, label: string) => {
    const off = readOnly || !can[action];
    return (
      <button
        type="button"
        id={actionId(n.number, action)}
        className={`btn btn-small ${action === 'remove' ? 'btn-link number-remove' : 'btn-secondary'}`}
        aria-label={label}
        aria-disabled={off || busy ? true : undefined}
        onClick={() => !off && !busy && onAction(action)}
      >
        {text}
      </button>
    );
  };

  return (
    <li className="number-row">
      <div className="number-head">
        <span className="number-rank" aria-hidden="true">
          {position + 1}
        </span>
        <span className="number-digits">{n.number}</span>
        <label className="number-play">
          <span className="sr-only">Play for {n.number}</span>
          <PlaySelect value={n.play} disabled={readOnly} aria-disabled={busy || undefined} onChoose={(play) => !busy && onPlay(play)} />
        </label>
      </div>
      <p className="number-year">{yearSentence(n)}</p>
      {notices.length > 0 && (
        <ul className="number-new" aria-label={`Notices for ${n.number}`}>
          {notices.map((x) => (
            <li key={`${x.state}-${x.game}-${x.drawDate}-${x.drawTime}`}>
              {isNew(x.at) && <span className="new-badge">New</span>} Came up in {drawOf(x)}, {formatCalendarDay(x.drawDate)}: {KIND_WORDS[x.kind].toLowerCase()}
            </li>
          ))}
        </ul>
      )}
      {n.hits.length > 0 && (
        <details className="number-hits">
          <summary>{n.hits.length === 1 ? 'The draw it came up in' : `The ${n.hits.length} draws it came up in`}</summary>
          <ul>
            {n.hits.map((h) => (
              <li key={`${h.state}-${h.drawDate}-${h.drawTime}`}>
                {formatCalendarDay(h.drawDate)} · {drawOf(h)} · {KIND_WORDS[h.kind]}
              </li>
            ))}
          </ul>
        </details>
      )}
      <div className="number-actions">
        {button('up', '↑ Up', `Move ${n.number} up`)}
        {button('down', '↓ Down', `Move ${n.number} down`)}
        {button('remove', 'Remove', `Remove ${n.number}`)}
      </div>
    </li>
  );
}
