// One read of a page's loader on screen (docs/app.md, "How a page reads data"): the page's spinner
// while it is under way, its error message when it fails, and the answer once it is there.
import { Suspense, type ReactNode } from 'react';
import { Await, useAsyncError } from 'react-router-dom';
import { Alert } from './alert';
import { Spinner } from './spinner';

export interface LoadedProps<T> {
  /** One of the promises the page's loader answered. */
  resolve: Promise<T>;
  /**
   * The spinner's words while the read is under way, e.g. "Loading receipts..."; null, with
   * `failed` null, for a second view of a read whose spinner and error show elsewhere on the page.
   */
  loading: string | null;
  /** The message when the failure brings none of its own (the server's message is shown first). */
  failed: string | null;
  /** In place of the error banner, when the page shows its failure in its own way. */
  error?: (err: unknown) => ReactNode;
  /** In place of the spinner while the read is under way (a page's own view meanwhile, e.g. the device's copy). */
  pending?: ReactNode;
  children: (value: T) => ReactNode;
}

export function Loaded<T>({ resolve, loading, failed, error, pending, children }: LoadedProps<T>) {
  return (
    <Suspense fallback={pending ?? (loading === null ? null : <Spinner label={loading} />)}>
      <Await resolve={resolve} errorElement={failed === null ? null : <LoadFailed failed={failed} error={error} />}>
        {children}
      </Await>
    </Suspense>
  );
}

function LoadFailed({ failed, error }: { failed: string; error: LoadedProps<unknown>['error'] }) {
  const err = useAsyncError();
  if (error) return error(err);
  return <Alert kind="error">{(err instanceof Error && err.message) || failed}</Alert>;
}
