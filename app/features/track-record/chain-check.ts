// The check of /track-record/verify (docs/ledger.md, "Checking it yourself"): both chains, the
// sets' and the results', read page by page up to their heads, every hash, every link and every
// revealed commitment worked out again with the browser's WebCrypto. Each stops at the first
// entry that fails and says why.
import { hashText, LEDGER_PAGE_MAX, resultHashText, ZERO_HASH, type LedgerEntryDto, type LedgerHeadDto, type ResultEntryDto } from '@shared/ledger';

export interface ChainFailure {
  seq: number;
  reason: string;
}

/** What a check of one chain found. */
export interface ChainWalk<E> {
  head: LedgerHeadDto;
  /** Entries checked: all of them up to the head, or up to the first that fails. */
  entries: number;
  failure: ChainFailure | null;
  /** The entries read, by seq (the page shows one a proof hit links to, and compares heads seen before). */
  bySeq: Map<number, E>;
}

export interface ChainReport extends ChainWalk<LedgerEntryDto> {
  reveals: number;
}

export interface ChainSource {
  head(): Promise<LedgerHeadDto>;
  page(after: number, limit: number): Promise<LedgerEntryDto[]>;
}

/** SHA-256 of UTF-8 text as lower-case hex, by WebCrypto (off the main thread in browsers). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += byte.toString(16).padStart(2, '0');
  return hex;
}

/** Why a revealed entry does not open to what it committed to, or null when it does. */
async function revealProblem(e: LedgerEntryDto, reveal: string, versions: Map<string, number>): Promise<string | null> {
  let parsed: { setId?: unknown; version?: unknown; missing?: unknown } = {};
  try {
    parsed = JSON.parse(reveal) as typeof parsed;
  } catch {
    // Not JSON: it cannot match a commitment either.
  }
  if ((await sha256Hex(reveal)) !== e.commitment) {
    return parsed.missing === true
      ? `set ${e.setId} is gone from the database, but no deletion of it was recorded`
      : "its reveal does not match its commitment: the set's numbers, date or window are not what was committed";
  }
  const version = (versions.get(e.setId) ?? 0) + 1;
  if (parsed.setId !== e.setId || parsed.version !== version)
    return `its reveal names set ${String(parsed.setId)} version ${String(parsed.version)}, not set ${e.setId} version ${version}`;
  return null;
}

/** What every chain's entries carry: their place, the link to the one before, and their hash. */
interface Linked {
  seq: number;
  prev: string;
  hash: string;
}

/**
 * Reads a chain up to the head read first (entries written meanwhile are left for the next check)
 * and checks each entry's seq, link and hash (`hashTextOf` names the fields it is taken over),
 * then `more` (a set's reveal). `progress` is told how many entries are checked as pages come in;
 * the next page is asked for while the last one is hashed.
 */
async function walkChain<E extends Linked>(
  source: { head(): Promise<LedgerHeadDto>; page(after: number, limit: number): Promise<E[]> },
  hashTextOf: (e: E) => string,
  fields: string,
  more: (e: E) => Promise<string | null>,
  progress: (checked: number) => void,
): Promise<ChainWalk<E>> {
  const head = await source.head();
  const bySeq = new Map<number, E>();
  let prev = ZERO_HASH;
  let checked = 0;
  const report = (failure: ChainFailure | null): ChainWalk<E> => ({ head, entries: checked, failure, bySeq });
  let next = head.seq > 0 ? source.page(0, Math.min(LEDGER_PAGE_MAX, head.seq)) : null;
  while (next) {
    const page = await next;
    const last = page.at(-1)?.seq ?? checked;
    next = page.length > 0 && last < head.seq ? source.page(last, Math.min(LEDGER_PAGE_MAX, head.seq - last)) : null;
    if (page.length === 0) break;
    // The page's hashes at once (WebCrypto works them out in parallel), then checked in order.
    const hashes = await Promise.all(page.map((e) => sha256Hex(hashTextOf(e))));
    for (const [i, e] of page.entries()) {
      const seq = checked + 1;
      if (e.seq !== seq) return report({ seq, reason: `the ledger answers entry ${e.seq} where entry ${seq} should be: an entry is missing or out of order` });
      if (e.prev !== prev) return report({ seq, reason: seq === 1 ? "its prev is not 64 zeros, as the first entry's must be" : `its prev is not the hash of entry ${seq - 1}` });
      if (hashes[i] !== e.hash) return report({ seq, reason: `its hash does not match its ${fields}` });
      const problem = await more(e);
      if (problem) return report({ seq, reason: problem });
      bySeq.set(e.seq, e);
      prev = e.hash;
      checked = seq;
    }
    progress(checked);
  }
  if (checked < head.seq) return report({ seq: checked + 1, reason: `the ledger ends at entry ${checked}, but its head names entry ${head.seq}` });
  if (head.seq > 0 && head.hash !== prev) return report({ seq: head.seq, reason: `the head's hash is not the hash of entry ${head.seq}` });
  return report(null);
}

/** Checks the sets' chain: every entry's link and hash, and every revealed commitment. */
export async function checkChain(source: ChainSource, progress: (checked: number) => void = () => {}): Promise<ChainReport> {
  const versions = new Map<string, number>();
  let reveals = 0;
  const walked = await walkChain(
    source,
    hashText,
    'seq, committedAt, setId, commitment and prev',
    async (e) => {
      if (e.reveal !== undefined) {
        const problem = await revealProblem(e, e.reveal, versions);
        if (problem) return problem;
        reveals += 1;
      }
      versions.set(e.setId, (versions.get(e.setId) ?? 0) + 1);
      return null;
    },
    progress,
  );
  return { ...walked, reveals };
}

/** Checks the results' chain (docs/ledger.md, "Results"): every entry's link and hash. */
export function checkResultsChain(
  source: { head(): Promise<LedgerHeadDto>; page(after: number, limit: number): Promise<ResultEntryDto[]> },
  progress: (checked: number) => void = () => {},
): Promise<ChainWalk<ResultEntryDto>> {
  return walkChain(source, resultHashText, 'seq, committedAt, action, draw, number, replaced and prev', async () => null, progress);
}
