// npm run serve (and the last step of npm start): the server, run from its build
// (build-server.mjs), built first if a source is newer. The build is imported into this process,
// so the server is this process: signals, exit codes and WORKERS' forks are its own.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dialectOf, ensureServerBuild, serverEntry } from './build-server.mjs';

// The dialect of the DATABASE_URL the server will read: the environment's, or .env's, as the
// server itself loads it (api/index.ts).
try {
  process.loadEnvFile(path.resolve(import.meta.dirname, '..', '.env'));
} catch {
  // No .env file: the environment alone decides.
}
const dialect = dialectOf(process.env.DATABASE_URL?.trim());
await ensureServerBuild([dialect]);
// Errors' stack traces name the sources' files and lines, not the bundle's.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(serverEntry(dialect)).href);
