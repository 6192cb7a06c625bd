// Before any journey: the web app the servers serve must be built. Each worker starts its own
// server (fixtures.ts, test-server.ts).
import fs from 'node:fs';
import path from 'node:path';
import { webDist } from './test-server';

export default function globalSetup() {
  const dist = webDist();
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`Build the web app first (npm run build): no ${dist}/index.html`);
}
