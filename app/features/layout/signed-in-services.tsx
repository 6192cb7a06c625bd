// The watchers that matter only while someone is signed in: the inactivity logout, the check of
// who the stored user is, the expiry reminder, and the states choice offered when notifications
// are first turned on. The app shell loads them as their own chunk
// when a session begins (a signed-in page load, a sign-in), so a visitor's first page carries
// none of their code. The reminder then shows a moment after the page, which it never needed
// to be sooner than.
import { useInactivityLogout } from '../../lib/use-inactivity-logout';
import { useSessionRefresh } from '../../lib/use-session-refresh';
import { ExpiryToast } from './expiry-toast';
import { StatesChoicePrompt } from './states-choice-prompt';

export default function SignedInServices() {
  useInactivityLogout();
  useSessionRefresh();
  return (
    <>
      <ExpiryToast />
      <StatesChoicePrompt />
    </>
  );
}
