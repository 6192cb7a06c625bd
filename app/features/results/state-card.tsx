import { GAMES } from '@shared/results';
import { formatShortDay } from '../../lib/dates';
import { drawsAtText, type DrawCell, type StateCard as Card } from '../../lib/draw-cells';
import { correctionLabel, fileDisagreesLabel } from '../../lib/result-corrections';

/** A number as its drawn balls, leading zeros kept. */
export function DrawNumber({ number, small }: { number: string; small?: boolean }) {
  return (
    <span className={`draw-number${small ? ' is-small' : ''}`}>
      {[...number].map((d, i) => (
        <span key={i} className="draw-ball">
          {d}
        </span>
      ))}
    </span>
  );
}

function Previous({ cell }: { cell: Extract<DrawCell, { previous: unknown }> }) {
  if (!cell.previous) return null;
  return (
    <span className="draw-previous">
      <span className="sr-only">Last draw: </span>
      <DrawNumber number={cell.previous.number} small />
      <span className="draw-date">{formatShortDay(cell.previous.drawDate)}</span>
    </span>
  );
}

function Cell({ cell, showDate }: { cell: DrawCell; showDate: boolean }) {
  switch (cell.kind) {
    case 'result':
      return (
        <>
          <DrawNumber number={cell.result.number} />
          {showDate && <span className="draw-date">{formatShortDay(cell.result.drawDate)}</span>}
          {cell.result.corrections && <span className="draw-corrected">{correctionLabel(cell.result.corrections)}</span>}
          {cell.result.fileNumber && <span className="draw-flagged">{fileDisagreesLabel(cell.result.fileNumber)}</span>}
        </>
      );
    case 'upcoming':
      return (
        <>
          <span className="draw-status">{drawsAtText(cell.at)}</span>
          <Previous cell={cell} />
        </>
      );
    case 'awaited':
      return (
        <>
          {/* Drawn, its number not in yet: said as it is, however long ago (no "coming soon" promise). */}
          <span className="draw-status">{showDate ? `Awaiting the result of ${formatShortDay(cell.drawDate)}` : 'No result yet'}</span>
          <Previous cell={cell} />
        </>
      );
    case 'not-held':
      return <span className="draw-status is-muted">No draw</span>;
  }
}

/** One state's draws: a row per draw time, a column per game, under the state's own game names. */
export function StateCard({ card, showDates }: { card: Card; showDates: boolean }) {
  const titleId = `results-${card.state}`;
  return (
    <section className="draw-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="draw-card-title">
        {card.name}
      </h2>
      <table className="draw-table">
        <thead>
          <tr>
            <th scope="col">
              <span className="sr-only">Draw time</span>
            </th>
            {GAMES.map((g) => (
              <th key={g} scope="col">
                {card.games[g]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {card.rows.map((row) => (
            <tr key={row.drawTime}>
              <th scope="row">{row.label}</th>
              {GAMES.map((g) => (
                <td key={g} className={`draw-cell is-${row.cells[g].kind}`}>
                  <Cell cell={row.cells[g]} showDate={showDates} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
