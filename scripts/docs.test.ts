// The docs point at what exists: README.md and docs/*.md link only to pages, files and headings
// that are there, name only `npm run` scripts package.json has and only source files the
// repository holds, and docs/runtime.md's settings table is the one api/platform/config.ts describes.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS_TABLE, settingNames } from '../api/platform/config';
import { RUNTIME_PAGE, withSettingsTable } from './settings-table';

const ROOT = path.resolve(import.meta.dirname, '..');
const PAGES = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
].sort();
const SOURCE_DIRS = ['api', 'app', 'shared', 'scripts', 'e2e', 'bench'];
/** Where a file named by its name alone may be: the source folders, the migrations, the root. */
const NAMED_FILES_DIRS = [...SOURCE_DIRS, 'drizzle', 'drizzle-pg', 'public'];

const read = (page: string) => fs.readFileSync(path.join(ROOT, page), 'utf8');
/** A page with its fenced code blocks blanked (lines kept): a command's output is not a claim about the repository. */
const prose = (page: string) => read(page).replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ''));
/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading: string): string {
  return heading
    .replace(/[`*_]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\- ]/gu, '')
    .replace(/ /g, '-');
}

function anchorsOf(page: string): Set<string> {
  return new Set([...prose(page).matchAll(/^#{1,6}\s+(.+)$/gm)].map((m) => anchorOf(m[1])));
}

/** Every file the repository's source folders and root hold, by its name alone. */
function fileNames(): Set<string> {
  const names = new Set(fs.readdirSync(ROOT));
  for (const dir of NAMED_FILES_DIRS) {
    for (const f of fs.readdirSync(path.join(ROOT, dir), { recursive: true }) as string[]) names.add(path.basename(f));
  }
  return names;
}

/** The problems `check` finds in every page, as "page:line: what". */
function problems(check: (page: string, text: string) => [index: number, what: string][]): string[] {
  return PAGES.flatMap((page) => {
    const text = prose(page);
    return check(page, text).map(([index, what]) => `${page}:${text.slice(0, index).split('\n').length}: ${what}`);
  });
}

describe('the docs', () => {
  it('link to pages, files and headings that exist', () => {
    const found = problems((page, text) =>
      [...text.matchAll(/\]\(([^)\s]+)\)/g)]
        .filter((m) => !/^[a-z][a-z+.-]*:/i.test(m[1]))
        .flatMap((m): [number, string][] => {
          const [file, anchor] = m[1].split('#');
          const target = file ? path.posix.normalize(path.posix.join(path.posix.dirname(page), file)) : page;
          if (!fs.existsSync(path.join(ROOT, target))) return [[m.index, `${m[1]}: no ${target}`]];
          if (anchor && target.endsWith('.md') && !anchorsOf(target).has(anchor)) return [[m.index, `${m[1]}: no heading #${anchor} in ${target}`]];
          return [];
        }),
    );
    expect(found).toEqual([]);
  });

  it('name only npm scripts package.json has', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    const found = problems((_, text) =>
      [...text.matchAll(/\bnpm run ([\w:.-]+)/g)].filter((m) => !scripts.includes(m[1])).map((m): [number, string] => [m.index, `npm run ${m[1]}: no such script`]),
    );
    expect(found).toEqual([]);
  });

  it('name only source files and folders that exist', () => {
    const names = fileNames();
    const found = problems((_, text) => [
      // A path from the repository's root (not an API path such as /api/health, nor a pattern).
      ...[...text.matchAll(new RegExp(`(?<![\\w/.@-])((?:${SOURCE_DIRS.join('|')})/[\\w./-]*)`, 'g'))]
        .map((m) => [m.index, m[1].replace(/[.,:;]+$/, '')] as const)
        .filter(([index, p]) => !/[*<{]/.test(text.slice(index, index + p.length + 1)) && !fs.existsSync(path.join(ROOT, p)))
        .map(([index, p]): [number, string] => [index, `${p}: no such file or folder`]),
      // A source file by its name alone, as `access.ts`.
      ...[...text.matchAll(/`([\w][\w.-]*\.(?:ts|tsx|mjs|sql))`/g)].filter((m) => !names.has(m[1])).map((m): [number, string] => [m.index, `${m[1]}: no source file of that name`]),
    ]);
    expect(found).toEqual([]);
  });

  it("hold api/platform/config.ts's settings table in docs/runtime.md (npm run docs:settings writes it)", () => {
    const page = fs.readFileSync(RUNTIME_PAGE, 'utf8');
    expect(withSettingsTable(page), 'docs/runtime.md differs from api/platform/config.ts: run npm run docs:settings').toBe(page);
    // A row for every setting the server reads, and no copy elsewhere to drift.
    expect(Object.keys(SETTINGS_TABLE).sort()).toEqual(settingNames().sort());
    for (const name of settingNames()) expect(page).toContain(`| \`${name}\` |`);
    expect(PAGES.filter((p) => p !== 'docs/runtime.md' && read(p).includes('| variable | default | meaning |'))).toEqual([]);
  });

  it('read a heading as GitHub anchors it', () => {
    expect(anchorOf('5a. Several machines on one PostgreSQL')).toBe('5a-several-machines-on-one-postgresql');
    expect(anchorOf("The operator's console")).toBe('the-operators-console');
    expect(anchorOf('`npm test`: what runs')).toBe('npm-test-what-runs');
  });
});
