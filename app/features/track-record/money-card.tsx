// The money's shared pieces on /track-record (docs/app.md, "The track record"): a card of one
// play's figures beside chance's, and the table of them per state. The straight and box view and
// the one-play view both show them.
import type { MoneyFigures } from '@shared/money';
import { stateName, type StateCode } from '@shared/results';
import { TableWrap } from '../../components/table-wrap';
import { expectedNet, formatDollars, formatNet } from './money-figures';

/** One play's figures: plays, cost, won, net, and chance's. */
export function MoneyCard({ id, title, f, note }: { id: string; title: string; f: MoneyFigures; note?: string }) {
  const chance = expectedNet(f);
  return (
    <article className="card money-card" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      <dl className="money-figures">
        <dt>Plays</dt>
        <dd>{f.plays.toLocaleString('en-US')}</dd>
        <dt>Cost</dt>
        <dd>{formatDollars(f.cost)}</dd>
        <dt>Won</dt>
        <dd>{formatDollars(f.won)}</dd>
        <dt>Net</dt>
        <dd className={`money-net ${f.net >= 0 ? 'money-gain' : 'money-loss'}`}>{formatNet(f.net)}</dd>
        <dt>Chance would have won</dt>
        <dd>{formatDollars(f.expectedWon)}</dd>
        <dt>Chance&apos;s net</dt>
        <dd>{formatNet(chance)}</dd>
      </dl>
      {note && <p className="money-note">{note}</p>}
    </article>
  );
}

/** Cost, won, net and chance's net per state, folded. */
export function StateMoneyTable({ label, rows }: { label: string; rows: { state: StateCode; f: MoneyFigures }[] }) {
  return (
    <details className="weekly-table">
      <summary>By state</summary>
      <TableWrap label={label}>
        <table className="table state-table">
          <thead>
            <tr>
              <th scope="col">State</th>
              <th scope="col">Cost</th>
              <th scope="col">Won</th>
              <th scope="col">Net</th>
              <th scope="col">Chance&apos;s net</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ state, f }) => (
              <tr key={state}>
                <th scope="row">{stateName(state)}</th>
                <td data-label="Cost">{formatDollars(f.cost)}</td>
                <td data-label="Won">{formatDollars(f.won)}</td>
                <td data-label="Net">{formatNet(f.net)}</td>
                <td data-label="Chance's net">{formatNet(expectedNet(f))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </details>
  );
}
