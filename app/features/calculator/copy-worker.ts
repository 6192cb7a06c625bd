// Builds the "Copy Combinations" text off the main thread: 30 digits already mean 2.7 million
// lines (85 MB), which would freeze the page for a second or more if built there.
// The text travels back as Blobs of a few MB each: posting a Blob passes a handle, not its bytes,
// so the page never copies or parses the text; turning the bytes into Blobs on the page instead
// cost main-thread tasks of up to 200 ms for 30 digits.
import { createLineWriter } from './combinations';

export interface CopyRequest {
  length: number;
  sum: number;
  count: number;
}

export type CopyReply = { type: 'chunk'; part: Blob; lines: number } | { type: 'done'; lines: number } | { type: 'error'; message: string };

/** Big enough that messages stay few (about 20 for 30 digits), small enough for smooth progress. */
const CHUNK_BYTES = 4 << 20;

self.onmessage = (event: MessageEvent<CopyRequest>) => {
  const { length, sum, count } = event.data;
  try {
    const writer = createLineWriter(length, sum, count);
    for (;;) {
      const buffer = new Uint8Array(Math.min(CHUNK_BYTES, Math.max(writer.totalBytes, length + 1)));
      const used = writer.fill(buffer);
      if (used === 0) break;
      const part = new Blob([buffer.subarray(0, used)], { type: 'text/plain;charset=utf-8' });
      const reply: CopyReply = { type: 'chunk', part, lines: writer.linesWritten };
      self.postMessage(reply);
    }
    const done: CopyReply = { type: 'done', lines: writer.linesWritten };
    self.postMessage(done);
  } catch (error) {
    const reply: CopyReply = { type: 'error', message: error instanceof Error ? error.message : String(error) };
    self.postMessage(reply);
  }
};
