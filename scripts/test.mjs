// npm test: type check, unit and API tests (vitest's fast project), the reliability suites, then (when there are browser specs) a fresh build
// and the browser tests in headless Chromium against the real server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name, file) => path.join(root, 'node_modules', name, file);

function run(label, args) {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(r.status ?? 1);
  }
}

run('type check', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'tsconfig.json']);
run('type check (service worker)', [bin('typescript', 'bin/tsc'), '--noEmit', '-p', 'app/tsconfig.sw.json']);
run('unit and API tests', [bin('vitest', 'vitest.mjs'), 'run', '--project', 'fast']);
run('reliability suites', [bin('vitest', 'vitest.mjs'), 'run', '--project', 'reliability']);

const specs = fs.existsSync(path.join(root, 'e2e')) && fs.readdirSync(path.join(root, 'e2e')).some((f) => f.endsWith('.spec.ts'));
if (specs) {
  ensureChromium();
  run('web app build', [bin('vite', 'bin/vite.js'), 'build']);
  run("browser tests", [bin("@playwright/test", "cli.js"), "test", "-c", "e2e/playwright.config.ts"]);
}
console.log('\nAll tests passed.');
