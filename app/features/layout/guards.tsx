// Route guards (docs/app.md, "Guards"). They only decide what the browser shows; the server
// enforces access.
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isLoggedIn, useAuth, wasSessionEnded } from '../../lib/auth-store';
import type { LoginState } from '../../lib/use-login-redirect';
import { isSigningOut } from '../../lib/signing-out';

/** Logged-in pages need a stored user, else /login (the server decides the rest from the session cookie). */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (!isLoggedIn(auth)) {
    if (isSigningOut()) return null;
    const state: LoginState = { from: location.pathname + location.search, sessionEnded: wasSessionEnded() };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

/**
 * Admin pages: a signed-out visitor signs in first and comes back (told why on /login); a
 * signed-in non-admin is sent home (docs/app.md, "Guards").
 */
export function RequireAdmin() {
  const auth = useAuth();
  const location = useLocation();
  if (!isLoggedIn(auth)) {
    if (isSigningOut()) return null;
    const state: LoginState = { from: location.pathname + location.search, sessionEnded: wasSessionEnded(), adminOnly: true };
    return <Navigate to="/login" replace state={state} />;
  }
  if (auth.user.role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}
