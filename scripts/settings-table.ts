// `npm run docs:settings`: writes the settings table of docs/runtime.md ("Settings") from
// SETTINGS_TABLE in api/config.ts, between the page's two markers. scripts/docs.test.ts fails when
// the page holds another table.
import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS_TABLE } from '../api/config';

export const RUNTIME_PAGE = path.resolve(import.meta.dirname, '../docs/runtime.md');
const START = '<!-- settings: written by `npm run docs:settings` from SETTINGS_TABLE in api/config.ts -->';
const END = '<!-- /settings -->';

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table, one row per setting. */
export function settingsTable(): string {
  const rows = Object.entries(SETTINGS_TABLE).map(([name, row]) => `| \`${name}\` | ${cell(row.default)} | ${cell(row.meaning)} |`);
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

/** `page` with the table between its markers replaced by `table`. */
export function withSettingsTable(page: string, table = settingsTable()): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/runtime.md must hold the lines ${START} and ${END}, the table between them.`);
  return `${page.slice(0, start + START.length)}\n${table}\n${page.slice(end)}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const page = fs.readFileSync(RUNTIME_PAGE, 'utf8');
  const next = withSettingsTable(page);
  if (next !== page) fs.writeFileSync(RUNTIME_PAGE, next);
  console.log(next === page ? 'docs/runtime.md: the settings table is up to date.' : `docs/runtime.md: settings table written (${Object.keys(SETTINGS_TABLE).length} settings).`);
}
