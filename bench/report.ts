// One row of `npm run bench`: a measurement against a baseline taken in the same run on the
// same machine, as a ratio with its target (these machines are noisy; absolute numbers alone
// mean little).
export interface BenchRow {
  name: string;
  /** What was measured, e.g. "12,400 req/s". */
  measured: string;
  /** The baseline it is compared with, e.g. "raw node:http 18,900 req/s". */
  baseline: string;
  ratio: number;
  /** e.g. ">= 0.60" or "<= 3.0" */
  target: string;
  pass: boolean;
}

export function row(name: string, measured: string, baseline: string, ratio: number, op: '>=' | '<=', limit: number): BenchRow {
  return { name, measured, baseline, ratio, target: `${op} ${limit}`, pass: op === '>=' ? ratio >= limit : ratio <= limit };
}

export function printTable(rows: BenchRow[]): string {
  const head = ['benchmark', 'measured', 'baseline (same run)', 'ratio', 'target', ''];
  const cells = rows.map((r) => [r.name, r.measured, r.baseline, r.ratio.toFixed(2), r.target, r.pass ? 'ok' : 'MISSED']);
  const md = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...cells.map((c) => `| ${c.join(' | ')} |`)].join('\n');
  return md;
}

export const fmt = (n: number, digits = 0) => n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
