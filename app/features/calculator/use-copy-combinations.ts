// "Copy Combinations": one combination per line on the clipboard (docs/app.md, "Form checks"),
// without ever blocking the page. Small results are built on the spot, inside the click, so the
// browser still counts the write as a user gesture; large ones are built by a worker with progress
// and Cancel.
import { useCallback, useEffect, useRef, useState } from 'react';
import { createLineWriter } from './combinations';
import type { CombinationSpace } from './combinations';
import type { CopyReply, CopyRequest } from './copy-worker';

/** Up to this much text (about 33,000 lines of 30 digits) is built in the click: a few ms. */
const BUILD_IN_CLICK_MAX_BYTES = 1 << 20;
/**
 * Measured in headless Chromium (2 busy cores): handing the clipboard 4 MB takes no main-thread
 * task over 50 ms, 8 MB up to about 70 ms, 32 MB about 110 ms, 82 MB (30 digits, sum 135) from
 * 0.3 to 2 s. Past this size the text is still built, but goes to the clipboard only when the
 * user confirms that the browser may pause (or is downloaded instead).
 */
const CLIPBOARD_COMFORT_MAX_BYTES = 4 << 20;
/** Beyond this the text nears the longest string a browser can hold (and takes long to build). */
const MAX_TEXT_BYTES = 256 << 20;

export type CopyState =
  | { phase: 'idle' }
  | { phase: 'building'; lines: number; total: number }
  | { phase: 'ready'; lines: number; bytes: number }
  | { phase: 'writing'; lines: number }
  | { phase: 'copied'; lines: number }
  | { phase: 'cancelled' }
  | { phase: 'failed'; message: string; canDownload: boolean };

const numberFormat = new Intl.NumberFormat('en-US');
export const formatCount = (n: number) => numberFormat.format(n);
export function formatSize(bytes: number): string {
  if (bytes < 1 << 20) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  if (bytes < 1 << 30) return `${(bytes / (1 << 20)).toFixed(1)} MB`;
  return `${numberFormat.format(Math.round(bytes / (1 << 30)))} GB`;
}

export function useCopyCombinations(space: CombinationSpace | null) {
  const [state, setState] = useState<CopyState>({ phase: 'idle' });
  const workerRef = useRef<Worker | null>(null);
  // The finished text as Blobs made by the worker, kept for "Copy to clipboard" after a
  // confirmation and for Download; the page never holds the text itself until it is copied.
  const partsRef = useRef<Blob[]>([]);

  const stopWorker = useCallback(() => {
    workerRef.current?.terminate();
    workerRef.current = null;
  }, []);

  // A new result (or Reset) discards whatever was built or running for the previous one.
  useEffect(() => {
    partsRef.current = [];
    setState({ phase: 'idle' });
    return stopWorker;
  }, [space, stopWorker]);

  const writeToClipboard = useCallback(async (lines: number, text: string | Blob) => {
    setState({ phase: 'writing', lines });
    try {
      if (!navigator.clipboard?.writeText) throw new Error('unavailable');
      await navigator.clipboard.writeText(typeof text === 'string' ? text : await text.text());
      setState({ phase: 'copied', lines });
    } catch (error) {
      const size = formatSize(typeof text === 'string' ? text.length : text.size);
      const refused = error instanceof DOMException && error.name === 'NotAllowedError';
      const message = !navigator.clipboard?.writeText
        ? 'This browser does not allow copying here. Download the combinations as a text file instead.'
        : refused
          ? `The browser did not let the page put ${size} on the clipboard (it may be too large, or the page lost focus). Try again, or download the combinations as a text file.`
          : `The clipboard refused ${size} of text; it is probably too large. Download the combinations as a text file instead.`;
      setState({ phase: 'failed', message, canDownload: true });
    }
  }, []);

  const copy = useCallback(() => {
    if (!space || space.count === 0) return;
    stopWorker();
    const total = space.count;
    const bytes = total * (space.length + 1) - 1;
    if (bytes > MAX_TEXT_BYTES) {
      setState({
        phase: 'failed',
        message: `There are too many combinations to copy (${formatCount(total)} lines, ${formatSize(bytes)}). Copying is limited to ${formatSize(MAX_TEXT_BYTES)} of text.`,
        canDownload: false,
      });
      return;
    }
    if (bytes <= BUILD_IN_CLICK_MAX_BYTES) {
      const buffer = new Uint8Array(bytes);
      createLineWriter(space.length, space.sum, total).fill(buffer);
      const text = new TextDecoder().decode(buffer);
      partsRef.current = [new Blob([text], { type: TEXT_TYPE })];
      void writeToClipboard(total, text);
      return;
    }
    partsRef.current = [];
    setState({ phase: 'building', lines: 0, total });
    let worker: Worker;
    try {
      worker = new Worker(new URL('./copy-worker.ts', import.meta.url), { type: 'module' });
    } catch {
      setState({ phase: 'failed', message: 'This browser could not prepare the combinations for copying.', canDownload: false });
      return;
    }
    workerRef.current = worker;
    worker.onmessage = (event: MessageEvent<CopyReply>) => {
      const reply = event.data;
      if (workerRef.current !== worker) return; // cancelled meanwhile
      if (reply.type === 'chunk') {
        partsRef.current.push(reply.part);
        setState({ phase: 'building', lines: reply.lines, total });
      } else if (reply.type === 'done') {
        stopWorker();
        if (bytes <= CLIPBOARD_COMFORT_MAX_BYTES) void writeToClipboard(total, textBlob(partsRef.current));
        else setState({ phase: 'ready', lines: total, bytes });
      } else {
        stopWorker();
        setState({ phase: 'failed', message: `Could not prepare the combinations: ${reply.message}`, canDownload: false });
      }
    };
    worker.onerror = () => {
      stopWorker();
      setState({ phase: 'failed', message: 'Could not prepare the combinations. Please try again.', canDownload: false });
    };
    const request: CopyRequest = { length: space.length, sum: space.sum, count: total };
    worker.postMessage(request);
  }, [space, stopWorker, writeToClipboard]);

  const cancel = useCallback(() => {
    stopWorker();
    partsRef.current = [];
    setState({ phase: 'cancelled' });
  }, [stopWorker]);

  /** After the "this is large" confirmation: a fresh click, so the browser allows the write. */
  const confirmCopy = useCallback(() => {
    if (state.phase === 'ready') void writeToClipboard(state.lines, textBlob(partsRef.current));
  }, [state, writeToClipboard]);

  const download = useCallback(() => {
    if (!space || partsRef.current.length === 0) return;
    const url = URL.createObjectURL(textBlob(partsRef.current));
    const link = document.createElement('a');
    link.href = url;
    link.download = `combinations-${space.length}-digits-sum-${space.sum}.txt`;
    document.body.append(link);
    link.click();
    link.remove();
    // The download has started reading the Blob by now; free it a little later.
    window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }, [space]);

  return { state, copy, cancel, confirmCopy, download };
}

const TEXT_TYPE = 'text/plain;charset=utf-8';

/** Joining Blobs only links them, it copies nothing. */
function textBlob(parts: Blob[]): Blob {
  return new Blob(parts, { type: TEXT_TYPE });
}
