// The server as one JavaScript file per database dialect (docs/runtime.md, "Starting the server"):
// esbuild bundles api/index.ts, and the push worker beside it, into build/server/<dialect>/, with
// `#db/*` resolved for that dialect and the packages left to node_modules. A process started from
// the bundle loads a few files instead of compiling some three hundred TypeScript modules through
// tsx: its start takes a third of the processor time. `npm start` and the tests' server processes
// run it; `npm run serve` and `npm run dev` run the sources.
//
// ensureServerBuild() builds when a source is newer than the build, so a changed file is never
// served stale; processes that start at once may both build, each writing its files under names
// of its own and renaming them into place.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const OUT = path.join(root, 'build', 'server');
/** What a build is made from: a change to any of them makes the build stale. */
const SOURCES = ['api', 'shared', 'package.json', 'package-lock.json', 'scripts/build-server.mjs'].map((p) => path.join(root, p));
const DIALECTS = ['sqlite', 'postgres'];

/** The dialect of a DATABASE_URL, as api/platform/db/dialect.ts's dialectOf() says. */
export const dialectOf = (url) => (url && /^postgres(ql)?:\/\//i.test(url) ? 'postgres' : 'sqlite');

/** The entry file of the dialect's build. */
export const serverEntry = (dialect) => path.join(OUT, dialect, 'index.mjs');

function newest(p) {
  const st = fs.statSync(p, { throwIfNoEntry: false });
  if (!st) return 0;
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

function builtFrom(dialect) {
  try {
    return JSON.parse(fs.readFileSync(path.join(OUT, dialect, 'built.json'), 'utf8')).sourcesMtimeMs;
  } catch {
    return -1;
  }
}

async function buildDialect(dialect, sourcesMtimeMs) {
  const dir = path.join(OUT, dialect);
  const scratch = fs.mkdtempSync(path.join(OUT, `.${dialect}-`));
  try {
    await build({
      entryPoints: {
        index: path.join(root, 'api/index.ts'),
        // push.sender.ts starts its worker from the file beside it of this name.
        'push.worker-entry': path.join(root, 'api/platform/push/push.worker.ts'),
      },
      outdir: scratch,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      conditions: dialect === 'postgres' ? ['postgres'] : [],
      // dialect.ts: `#db/*` was resolved here, so no resolve hook is registered at run time.
      define: { 'process.env.SERVER_BUILD_DIALECT': JSON.stringify(dialect) },
      sourcemap: 'linked',
      logLevel: 'warning',
    });
    fs.writeFileSync(path.join(scratch, 'built.json'), JSON.stringify({ sourcesMtimeMs }));
    fs.mkdirSync(dir, { recursive: true });
    // built.json last: a build is whole before it says so.
    const files = fs.readdirSync(scratch).sort((a, b) => (a === 'built.json') - (b === 'built.json'));
    for (const f of files) fs.renameSync(path.join(scratch, f), path.join(dir, f));
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Builds the dialects whose build is missing or older than a source; answers the ones it built. */
export async function ensureServerBuild(dialects = DIALECTS) {
  fs.mkdirSync(OUT, { recursive: true });
  const sourcesMtimeMs = Math.max(...SOURCES.map(newest));
  const stale = dialects.filter((d) => builtFrom(d) < sourcesMtimeMs || !fs.existsSync(serverEntry(d)));
  await Promise.all(stale.map((d) => buildDialect(d, sourcesMtimeMs)));
  return stale;
}

if (process.argv[1] === import.meta.filename) {
  const t0 = Date.now();
  const built = await ensureServerBuild();
  console.log(built.length ? `Built the server (${built.join(', ')}) in ${Date.now() - t0} ms.` : 'The server build is up to date.');
}
