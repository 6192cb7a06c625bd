// What a page's loader answers (docs/app.md, "How a page reads data"): its reads' promises, not
// awaited, so the page opens at once and shows each with <Loaded>.
import { useLoaderData } from 'react-router-dom';

// Any object: a constraint of promises would type the reads' own `.then` callbacks as unknown.
type Reads = object;

/**
 * A loader's answer: the reads as they are. Each is marked handled here, so a read the page never
 * shows (the reader left before it answered) is no unhandled rejection; <Loaded> still gets its
 * failure.
 */
export function reads<T extends Reads>(promises: T): T {
  for (const p of Object.values(promises) as Promise<unknown>[]) p.catch(() => undefined);
  return promises;
}

/** The page's own loader's reads, typed from the loader: `usePageData<typeof loader>()`. */
export function usePageData<L extends (...args: never[]) => Reads | Promise<Reads>>(): Awaited<ReturnType<L>> {
  return useLoaderData() as Awaited<ReturnType<L>>;
}
