// Pages arrive as separate chunks (spec §2). A chunk that never arrives or fails to load is
// reported as a ChunkLoadError, so the error page can say what happened instead of going blank.
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
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

async function loadPage(load: () => Promise<PageModule>): Promise<ComponentType> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ChunkLoadError(`Loading the page timed out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} seconds.`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  try {
    return (await Promise.race([load(), timeout])).default;
  } catch (err) {
    if (isChunkLoadError(err)) throw err;
    throw new ChunkLoadError('A part of the app could not be loaded.', { cause: err });
  } finally {
    clearTimeout(timer);
  }
}

export type LazyPage = (() => ReactNode) & {
  /** Starts fetching the page's code now, e.g. for the address the app opens on. */
  preload(): void;
};

/**
 * The page a module default-exports, fetched the first time it is shown (or preloaded), with
 * `fallback` in its place until then; a failure goes to the nearest error boundary, and the next
 * visit tries again.
 * Not React.lazy in <Suspense>: React holds a loaded page back until 300 ms after its fallback
 * appeared, by a timer, so every first visit would wait that long (and forever under a paused clock).
 */
export function lazyPage(load: () => Promise<PageModule>, fallback: ReactNode): LazyPage {
  let Page: ComponentType | undefined;
  let request: Promise<unknown> | undefined;

  const start = () =>
    (request ??= loadPage(load).then(
      (component) => (Page = component),
      (error: unknown) => {
        request = undefined;
        throw error;
      },
    ));

  function LazyPage() {
    const [, setLoaded] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);

    // Whether this render shows the page: a preload may finish between the render that showed
    // the fallback and this effect, and that render still needs replacing.
    const showing = Page !== undefined;

    useEffect(() => {
      if (showing) return;
      let live = true;
      start().then(
        // A transition: the page renders in slices, so input stays responsive meanwhile.
        () => live && startTransition(() => setLoaded(true)),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
    }, [showing]);

    if (failure) throw failure.error;
    return Page ? <Page /> : fallback;
  }
  // A failed preload is reported when the page is shown, which tries again.
  LazyPage.preload = () => void start().catch(() => undefined);
  return LazyPage;
}
