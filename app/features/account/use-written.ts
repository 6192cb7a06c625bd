// A write on the account page answers the new state (docs/api.md, "The own account"): it shows at
// once, and the route's loader reads again (docs/app.md, "How a page reads data"); its next answer
// then takes over.
import { useState } from 'react';

/** The loader's `read`, or what a write answered over it until the loader's next answer comes. */
export function useWritten<T>(read: T): [T, (written: T) => void] {
  const [over, setOver] = useState<{ on: T; value: T } | null>(null);
  return [over && over.on === read ? over.value : read, (value) => setOver({ on: read, value })];
}
