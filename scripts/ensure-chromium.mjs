// Browser tests need Debian's Chromium. Installs it when we are root on a Debian-like machine,
// otherwise stops with the one command that does.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error(`Chromium is needed for the browser tests and was not found at ${CHROMIUM}.\nInstall it with:  sudo apt-get update && sudo apt-get install -y chromium`);
    process.exit(1);
  }
  console.log('Installing Chromium for the browser tests (apt-get install -y chromium)...');
  execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
