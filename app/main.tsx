// The global styles come first so that feature styles, loaded with their pages, override them.
import './styles/fonts.css';
import './styles/global.css';
import './styles/forms.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { getAuth, subscribeAuth } from './lib/auth-store';
import { clearOfflineCopy } from './lib/offline-store';
import { startPwa } from './lib/pwa';
import { router } from './router';

// However a session ends (Logout, inactivity, a rejected token, another tab), the offline copy
// of predictions leaves the device with it.
subscribeAuth(() => {
  if (!getAuth().user) void clearOfflineCopy();
});
startPwa();

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page at once (Lighthouse: total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
