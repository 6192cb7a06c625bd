// Pages arrive as separate chunks (docs/app.md, "Pages and routes"), loaded by react-router's
// `lazy` routes. A chunk that never arrives or fails to load is reported as a ChunkLoadError, so
// the error page can say what happened instead of going blank.
// A page module may also export its `loader` (and `shouldRevalidate`): its reads then start while
// the chunk arrives and live in the same chunk (docs/app.md, "How a page reads data").
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router-dom';
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

type PageModule = { default: ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };

async function loadPage(load: () => Promise<PageModule>): Promise<PageModule> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A dynamic import has no time limit of its own: a stalled connection would show the
  // fallback forever (docs/app.md, "Pages and routes": 120 seconds).
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(`Loading the page timed out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} seconds.`)), CHUNK_LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (err) {
    if (isChunkLoadError(err)) throw err;
    throw new ChunkLoadError('A part of the app could not be loaded.', { cause: err });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A route's `lazy`: the page its module default-exports, with the module's `loader` and
 * `shouldRevalidate` when it exports them, fetched when the route first matches.
 */
export function lazyPage(load: () => Promise<PageModule>): RouteObject['lazy'] {
  return async () => {
    const { default: Component, loader, shouldRevalidate } = await loadPage(load);
    return { Component, ...(loader && { loader }), ...(shouldRevalidate && { shouldRevalidate }) };
  };
}
