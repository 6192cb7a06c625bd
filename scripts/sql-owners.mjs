// npm run lint's check of the SQL written by hand (docs/architecture.md, "Each table one owner"):
// a feature's hand-written SQL (Drizzle's sql`…`, a prepared statement's text) names only the tables of its own schema module
// and the platform's (schema-shared.ts). The import rule (table-owner, .dependency-cruiser.cjs)
// sees the tables a feature imports; a table named inside SQL text it cannot, so this reads the
// text. Each problem is named with its file and the table's owner. No file is excepted: a
// statement that needs another feature's rows asks that feature through its index.ts, for the
// rows, a condition or a view of its table to join (a view interpolated as `${…}` names no table
// here).
//
// `node scripts/sql-owners.mjs [DIR]` checks the sources in DIR (scripts/lint.test.ts plants a
// violation in a copy).
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
const schemas = path.join(dir, 'api/platform/db/sqlite');
const features = path.join(dir, 'api/features');

/** Each table's owner: the feature whose schema module defines it, or 'shared'. */
function owners() {
  const map = new Map();
  for (const file of fs.existsSync(schemas) ? fs.readdirSync(schemas) : []) {
    const m = /^schema-(.+)\.ts$/.exec(file);
    if (!m) continue;
    const text = fs.readFileSync(path.join(schemas, file), 'utf8');
    for (const t of text.matchAll(/sqliteTable\(\s*'([a-z0-9_]+)'/g)) map.set(t[1], m[1]);
  }
  return map;
}

/**
 * The text of each template literal in `source` (SQL is written in them: sql`…`, a statement's
 * text), its `${…}` parts blanked; a template inside one is read on its own.
 */
export function sqlTexts(source) {
  const out = [];
  // The templates read so far, as [start, end]: a backtick within one is not a new template's start.
  const spans = [];
  const inside = (at) => spans.some(([a, b]) => at >= a && at <= b);
  for (const start of source.matchAll(/`/g)) {
    if (inside(start.index)) continue;
    let i = start.index + 1;
    let text = '';
    let depth = 0;
    while (i < source.length) {
      const c = source[i];
      if (depth === 0) {
        if (c === '`') break;
        if (c === '$' && source[i + 1] === '{') {
          depth = 1;
          i += 2;
          text += ' ? ';
          continue;
        }
        text += c;
      } else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '`') {
        // A template inside ${…}: skip to its end (its own sql`…` is read on its own).
        i++;
        while (i < source.length && source[i] !== '`') i += source[i] === '\\' ? 2 : 1;
      }
      i++;
    }
    spans.push([start.index, i]);
    out.push(text.replace(/--[^\n]*/g, ' '));
  }
  return out;
}

/** The tables a piece of SQL reads or writes by name. */
export function tablesNamed(sql) {
  return [...sql.matchAll(/\b(?:from|join|update|into|exists\s*\(\s*select[\s\S]*?from)\s+"?([a-z_][a-z0-9_]*)"?/gi)].map((m) => m[1].toLowerCase());
}

function sources(d) {
  return fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(d, e.name);
    if (e.isDirectory()) return sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const owner = owners();
const problems = [];
for (const file of fs.existsSync(features) ? sources(features) : []) {
  const rel = path.relative(dir, file).split(path.sep).join('/');
  const feature = rel.split('/')[2];
  const crossing = new Set();
  for (const text of sqlTexts(fs.readFileSync(file, 'utf8')))
    for (const table of tablesNamed(text)) {
      const o = owner.get(table);
      if (o && o !== feature && o !== 'shared') crossing.add(`${table} (${o}'s)`);
    }
  const found = [...crossing].sort();
  if (found.length > 0)
    problems.push(
      `${rel}: hand-written SQL names another feature's table: ${found.join(', ')}. Ask its owner through its index.ts (docs/architecture.md, "Each table one owner").`,
    );
}
for (const p of problems) console.error(`error sql-owner: ${p}`);
if (problems.length === 0) console.log('Hand-written SQL names only its own feature’s tables and the shared ones.');
process.exit(problems.length === 0 ? 0 : 1);
