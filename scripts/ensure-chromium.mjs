// Browser tests need Debian's Chromium and its headless shell (e2e/playwright.config.ts says which
// journeys run in which). Installs them when we are root on a Debian-like machine, otherwise
// stops with the one command that does.
import { execSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export function ensureChromium() {
  const missing = [
    [CHROMIUM, 'chromium'],
    [HEADLESS_SHELL, 'chromium-headless-shell'],
  ].filter(([file]) => !fs.existsSync(file));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name).join(' ');
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canInstall) {
    console.error(`The browser tests need ${missing.map(([file]) => file).join(' and ')}, not found.\nInstall with:  sudo apt-get update && sudo apt-get install -y ${packages}`);
    process.exit(1);
  }
  console.log(`Installing what the browser tests run in (apt-get install -y ${packages})...`);
  execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages}`, { stdio: 'inherit' });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
