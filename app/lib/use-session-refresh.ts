// When a session begins in this page (a signed-in load, a sign-in here or in another tab), the
// browser asks the server who it is, so a role or expiry changed elsewhere (an admin, a payment in
// another tab, time running out) shows at once. A 401 signs it out (handled by the api client). It
// asks once the first page has painted: the page does not wait for the answer, and the request's
// start-up cost then falls outside the page's first task.
import { useEffect } from 'react';
import { answer, client, requestOptions } from './api-client';
import { isLoggedIn, getAuth, storeUser } from './auth-store';
import { whenIdle } from './when-idle';

export function useSessionRefresh() {
  useEffect(() => {
    const before = getAuth();
    if (!isLoggedIn(before)) return;
    const controller = new AbortController();
    whenIdle()
      .then(() => {
        controller.signal.throwIfAborted();
        return answer(client.auth.me.$get(undefined, requestOptions({ signal: controller.signal })));
      })
      .then((res) => {
        // A newer answer (a payment, a trial, a new login) may have replaced the user meanwhile;
        // this older snapshot must not overwrite it.
        const now = getAuth();
        if (isLoggedIn(now) && now.user === before.user) storeUser(res.user);
      })
      .catch(() => {
        // Offline or the server is down: keep the stored user; the next request will tell.
      });
    return () => controller.abort();
  }, []);
}
