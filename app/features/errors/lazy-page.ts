// Pages arrive as separate chunks (spec §2). A chunk that never arrives or fails to load is
// reported as a ChunkLoadError, so the error page can say what happened instead of going blank.
import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../lib/constants';

export class ChunkLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
  }
}

export function isChunkLoadError(err: unknown): boolean {
  return err instanceof Error && err.name === 'ChunkLoadError';
}

type PageModule = { default: ComponentType };

/** A `lazy` function for a route whose module default-exports its page component. */
export function lazyPage(load: () => Promise<PageModule>) {
  return async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new ChunkLoadError(`Loading the page timed out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} seconds.`)),
        CHUNK_LOAD_TIMEOUT_MS,
      );
    });
    try {
      const mod = await Promise.race([load(), timeout]);
      return { Component: mod.default };
    } catch (err) {
      if (isChunkLoadError(err)) throw err;
      throw new ChunkLoadError('A part of the app could not be loaded.', { cause: err });
    } finally {
      clearTimeout(timer);
    }
  };
}
