// npm start: build the web app if its sources are newer than the last build, then serve
// (serve.mjs: the server from its own build).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist', 'index.html');

function newest(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(0, ...fs.readdirSync(p).map((f) => newest(path.join(p, f))));
}

const sources = ['app', 'public', 'vite.config.ts', 'package-lock.json'].map((p) => path.join(root, p));
const hasApp = fs.existsSync(path.join(root, 'app', 'index.html'));
if (hasApp && (!fs.existsSync(built) || Math.max(...sources.map(newest)) > fs.statSync(built).mtimeMs)) {
  console.log('Building the web app...');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

await import('./serve.mjs');
