// The public record's row of `npm run bench`: /track-record/verify checking a ledger of 10,000
// entries in headless Chromium against the real server (the built app), every entry revealed (a
// set published and deleted: two hashes worked out per entry). Target: under 2 s on this machine
// (docs/ledger.md, "Checking it yourself"), from the page asking for the head to "Chain intact";
// beside it, the same pages fetched by the same browser with no hashing, measured in the same run.
// Alone: node --import tsx bench/ledger.ts (after `npm run build`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootstrap } from '../api/bootstrap';
import { loadConfig } from '../api/platform/config';
import { silentLogger } from '../api/platform/log';
import { createLedgerService } from '../api/features/ledger';
import { storedSets } from '../api/features/predictions';
import { startServer } from '../api/test/server-process';
import { launchChromium } from './browser';
import { fmt, printTable, row, type BenchRow } from './report';

const ENTRIES = Number(process.env.BENCH_LEDGER_ENTRIES ?? 10_000);
const TARGET_MS = 2000;
const RUNS = 3;

/** ENTRIES entries in a fresh database: sets of long-closed days, each published and deleted (so every entry is revealed). */
async function seed(dataDir: string) {
  const deps = await bootstrap(loadConfig({ DATA_DIR: dataDir, REQUEST_LOG: 'off' }), { log: silentLogger });
  const ledger = createLedgerService(deps, (ids) => storedSets(deps.db, ids));
  try {
    // 500 appends a transaction: the head row is taken once per append either way.
    for (let seq = 0; seq < ENTRIES; seq += 500) {
      await deps.db.write(async (tx) => {
        for (let i = seq; i < Math.min(seq + 500, ENTRIES); i += 2) {
          const setId = 1_000_000 + i / 2;
          await ledger.append(tx, {
            setId,
            set: {
              alternatives: [['135', '2468']],
              date: '2025-01-06',
              pairs: [
                ['123', '4567'],
                ['890', '1234'],
              ],
              timeOfDay: 'Evening',
              validThrough: '2025-01-06',
            },
          });
          if (i + 1 < ENTRIES) await ledger.append(tx, { setId, deleted: true });
        }
      });
    }
  } finally {
    await deps.db.close();
  }
}

export async function ledgerBenchmarks(opts: { step?: (s: string) => void } = {}): Promise<BenchRow[]> {
  const step = opts.step ?? (() => {});
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-bench-ledger-'));
  step(`ledger: seeding ${fmt(ENTRIES)} entries`);
  await seed(dataDir);
  const server = await startServer({ DATA_DIR: dataDir });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const checks: number[] = [];
    const fetches: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      step(`ledger: checking in the browser (${run + 1} of ${RUNS})`);
      let asked = 0;
      const onRequest = (r: { url(): string }) => r.url().endsWith('/api/ledger/head') && (asked = performance.now());
      page.on('request', onRequest);
      await page.goto(`${server.url}/track-record/verify`);
      await page.getByText('Chain intact.').waitFor({ timeout: 60_000 });
      checks.push(performance.now() - asked);
      page.off('request', onRequest);
      const text = await page.getByRole('status').filter({ hasText: 'Chain intact.' }).innerText();
      if (!text.includes(`${fmt(ENTRIES)} entries and ${fmt(ENTRIES)} reveals`)) throw new Error(`the check said: ${text}`);
      // The floor: the same pages by the same browser, one after another as the check asks them, nothing hashed.
      fetches.push(
        await page.evaluate(async (total) => {
          const t = performance.now();
          for (let after = 0; after < total; after += 500) await (await fetch(`/api/ledger?after=${after}&limit=500`)).json();
          return performance.now() - t;
        }, ENTRIES),
      );
    }
    const best = Math.min(...checks);
    return [
      row(
        `Public record: /track-record/verify checks ${fmt(ENTRIES)} entries (every one revealed) in Chromium`,
        `${fmt(best)} ms best of ${RUNS} (fetching its pages alone ${fmt(Math.min(...fetches))} ms)`,
        `target ${fmt(TARGET_MS)} ms`,
        best / TARGET_MS,
        '<=',
        1,
      ),
    ];
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(printTable(await ledgerBenchmarks({ step: (s) => console.log(`… ${s}`) })));
  console.log(
    `\nmachine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
}
