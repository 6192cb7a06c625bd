// A page's filter kept in the address (docs/app.md, "How a page reads data"): setting one of its
// search params keeps the others, drops the param when empty, and replaces the history entry
// without scrolling, so the route's loader reads the filter again and Back leaves the page.
import { useSearchParams } from 'react-router-dom';

/** The address's search params, and a setter of one of them. */
export function useSearchParam<K extends string>() {
  const [params, setParams] = useSearchParams();
  const setParam = (key: K, value: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return [params, setParam] as const;
}
