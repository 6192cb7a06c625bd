// Choosing a plan (docs/app.md, "Home and plans"): logged out, remember the payment page and sign
// in first; logged in, go straight to it.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { isLoggedIn, useAuth } from './auth-store';
import { useLoginRedirect } from './use-login-redirect';

export function useChoosePlan() {
  const auth = useAuth();
  const navigate = useNavigate();
  const loginRedirect = useLoginRedirect();
  return useCallback(
    (plan: string) => {
      const target = `/payment?plan=${plan}`;
      if (isLoggedIn(auth)) navigate(target);
      else loginRedirect(target);
    },
    [auth, navigate, loginRedirect],
  );
}
