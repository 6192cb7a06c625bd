import { useEffect } from 'react';
import { useRevalidator } from 'react-router-dom';

/**
 * The stored user became a reader after the page's loader ran (the session's refresh found a role
 * changed), so it read nothing: the loader reads again, now for them.
 */
export function useReadOnceAllowed(unread: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (unread) void revalidate();
  }, [unread, revalidate]);
}
