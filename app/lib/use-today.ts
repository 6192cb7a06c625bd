import { useEffect, useState } from 'react';
import { todayDay } from './dates';

/** How often a page left open checks whether the operator's day has turned. */
const CHECK_MS = 60_000;

/**
 * Today's calendar day in the operator's zone, turning over while the page stays open: a page left
 * open past midnight marks what closed at midnight (docs/app.md, "Predictions and the archive").
 */
export function useTodayDay(): string {
  const [today, setToday] = useState(() => todayDay());
  useEffect(() => {
    const timer = setInterval(() => setToday(todayDay()), CHECK_MS);
    return () => clearInterval(timer);
  }, []);
  return today;
}
