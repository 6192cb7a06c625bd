/**
 * Resolves when the browser next has time to spare (at most `timeout` ms from now): for work a
 * page's first view does not need, so it runs after that view has painted instead of before.
 */
export function whenIdle(timeout = 1000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout });
    // Safari has no idle callback: a short pause lets the first frame paint.
    else setTimeout(resolve, 200);
  });
}
