// "By method" on /track-record (docs/product.md, "The record by method"): each way our numbers are
// made, with its own figures beside the control's, numbers anyone can recompute from a published
// recipe, for the same dates, times of day, windows and places. Under the coverage rule: until
// results for 95% of a method's draws are stored, only its counts and the share stored show, with
// no comparison.
import { Link } from 'react-router-dom';
import { Loaded } from '../../components/loaded';
import { TableWrap } from '../../components/table-wrap';
import { coverageEnough, coverageText } from '@shared/coverage';
import { METHODS, methodName } from '@shared/method-names';
import type { MethodRecordFigures, MethodsRecordDto } from '@shared/methods';

const count = (n: number) => n.toLocaleString('en-US');
const chance = (n: number) => (n < 1 ? n.toLocaleString('en-US', { maximumSignificantDigits: 2 }) : n.toLocaleString('en-US', { maximumFractionDigits: 1 }));
const dollars = (n: number) => `${n < 0 ? '−' : ''}$${Math.abs(n).toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
const net = (f: MethodRecordFigures) => Math.round((f.money.straight.net + f.money.box.net) * 100) / 100;

const ROWS: { label: string; of(f: MethodRecordFigures): string }[] = [
  { label: 'Numbers checked', of: (f) => count(f.numbers) },
  { label: 'Straight hits', of: (f) => `${count(f.straight.hits)} (chance ${chance(f.straight.expectedHits)})` },
  { label: 'Box hits', of: (f) => `${count(f.box.hits)} (chance ${chance(f.box.expectedHits)})` },
  { label: 'Net of $1 straight and box plays', of: (f) => dollars(net(f)) },
];

function MethodCard({ m }: { m: MethodsRecordDto['methods'][number] }) {
  const name = methodName(m.method);
  const how = METHODS.find((x) => x.id === m.method)?.how ?? 'Numbers an admin typed by hand.';
  const compare = coverageEnough(m.coverage);
  return (
    <article className="method-card" aria-label={`${name}: ${m.sets} ${m.sets === 1 ? 'set' : 'sets'}`}>
      <h3>
        {name} <span className="muted">· {m.sets === 1 ? '1 set' : `${count(m.sets)} sets`}</span>
      </h3>
      <p className="muted">{how}</p>
      {compare ? (
        <TableWrap label={`${name} beside the control`}>
          <table className="method-table">
            <thead>
              <tr>
                <th scope="col">Figure</th>
                <th scope="col">{name}</th>
                <th scope="col">Control</th>
              </tr>
            </thead>
            <tbody>
              {ROWS.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  <td>{row.of(m)}</td>
                  <td>{row.of(m.control)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : (
        <p className="coverage-note" role="note">
          {count(m.numbers)} numbers checked, {count(m.straight.hits)} straight and {count(m.box.hits)} box hits; {coverageText(m.coverage)}, too few to compare.
        </p>
      )}
    </article>
  );
}

export function MethodsSection({ methods }: { methods: Promise<MethodsRecordDto> }) {
  return (
    <section className="card track-panel" aria-labelledby="track-methods-title">
      <h2 id="track-methods-title">By method</h2>
      <p className="muted">
        Each way of making numbers, beside a control: numbers no one chooses, made from a published recipe for the same days, times and places, so anyone can recompute them (
        <Link to="/track-record/verify">check the record</Link>).
      </p>
      <Loaded resolve={methods} loading="Loading the record by method..." failed="The record by method could not be loaded.">
        {(record) =>
          record.methods.length === 0 ? (
            <p className="empty-state">No sets were scored in this period yet.</p>
          ) : (
            <div className="method-cards">
              {record.methods.map((m) => (
                <MethodCard key={m.method} m={m} />
              ))}
            </div>
          )
        }
      </Loaded>
    </section>
  );
}
