// One editable table of number pairs on the sharing form (Daily Predictions, Best Alternatives).
import { useId } from 'react';
import { addRow, removeRow, updateRow, type PairRow } from '../lib/pair-rows';
import { TableWrap } from '../../../components/table-wrap';

export interface PairsTableProps {
  title: string;
  /** Singular noun for labels and buttons, e.g. "prediction". */
  noun: string;
  rows: PairRow[];
  onChange(rows: PairRow[]): void;
}

export function PairsTable({ title, noun, rows, onChange }: PairsTableProps) {
  const base = useId();
  const col1 = `${base}-n1`;
  const col2 = `${base}-n2`;

  return (
    <section className="admin-section" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`}>{title}</h2>
      <TableWrap label={`Table of ${title.toLowerCase()}`}>
        <table className="table admin-pairs-table">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col" id={col1}>
                Number 1
              </th>
              <th scope="col" id={col2}>
                Number 2
              </th>
              <th scope="col">
                <span className="sr-only">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const rowId = `${base}-r${row.key}`;
              return (
                <tr key={row.key}>
                  {/* The visible row number and column header together name each input. */}
                  <th scope="row" id={rowId} className="admin-row-number" aria-label={`${noun[0].toUpperCase()}${noun.slice(1)} ${i + 1}`}>
                    {i + 1}
                  </th>
                  {(['number1', 'number2'] as const).map((field) => (
                    <td key={field}>
                      <input
                        type="text"
                        inputMode="numeric"
                        pattern="[0-9]*"
                        autoComplete="off"
                        name={`${noun}-${i + 1}-${field}`}
                        aria-labelledby={`${rowId} ${field === 'number1' ? col1 : col2}`}
                        value={row[field]}
                        onChange={(e) => onChange(updateRow(rows, i, field, e.target.value))}
                      />
                    </td>
                  ))}
                  <td>
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      aria-label={`Remove ${noun} row ${i + 1}`}
                      disabled={rows.length <= 1}
                      onClick={() => onChange(removeRow(rows, i))}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableWrap>
      <div className="admin-actions admin-add-row">
        <button type="button" className="btn btn-secondary btn-small" onClick={() => onChange(addRow(rows))}>
          + Add {noun} row
        </button>
      </div>
    </section>
  );
}
