// The first lines of a chosen results file, with what each column is taken for above it: the
// admin sees how the import will read the file before anything is sent (docs/product.md,
// "Importing results files").
import { useEffect, useRef, useState } from 'react';
import type { CsvRecord } from '@shared/results-csv-lines';
import { roleLabel, type ColumnRole } from '@shared/results-layout';
import { TableWrap } from '../../../components/table-wrap';

const clip = (v: string) => (v.length > 40 ? `${v.slice(0, 40)}…` : v);

/** Whether the table is wider than its box, watched as the box's width changes. */
function useScrollsSideways() {
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const wrap = box.current?.querySelector('.table-wrap');
    if (!wrap) return;
    const measure = () => setScrolls(wrap.scrollWidth > wrap.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(wrap);
    return () => observer.disconnect();
  });
  return { box, scrolls };
}

export function ResultImportLines({ records, roles, header }: { records: CsvRecord[]; roles?: ColumnRole[]; header: boolean }) {
  const columns = Math.max(...records.map((r) => r.cells.length), roles?.length ?? 0);
  const { box, scrolls } = useScrollsSideways();
  return (
    <div ref={box} className="admin-import-lines-box">
      <TableWrap label="First lines of the file">
        <table className="table admin-import-lines">
          <thead>
            <tr>
              <th scope="col">Line</th>
              {Array.from({ length: columns }, (_, i) => (
                <th scope="col" key={i}>
                  Column {i + 1}
                  <span className="admin-import-role">{roles ? roleLabel(roles[i] ?? { kind: 'ignored' }) : 'Not recognised'}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {records.map((r, row) => (
              <tr key={r.line} className={header && row === 0 ? 'admin-import-header' : undefined}>
                <th scope="row">{r.line}</th>
                {Array.from({ length: columns }, (_, i) => (
                  <td key={i}>{clip(r.cells[i] ?? '')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
      {/* A wide file scrolls inside its box; said, since a desktop's scrollbar may show only on hover. */}
      {scrolls && <p className="field-hint admin-import-scroll">Scroll the table sideways to see all {columns} columns.</p>}
    </div>
  );
}
