import { Logo } from '../../components/logo';

/**
 * What index.html holds before the app's code has run: the navigation bar's frame and the logo,
 * where NavBar draws them. It is painted as soon as the stylesheet has come, while the code still
 * downloads (on a slow phone network a second and more), and React replaces it on its first
 * render. Written into index.html at build time by scripts/vite/loading-frame.ts; this module runs
 * in Node then, not in the browser.
 */
export function LoadingFrame() {
  return (
    <div className="app-shell">
      <header className="site-header">
        <div className="nav-inner">
          <a href="/" className="nav-brand">
            <Logo />
          </a>
        </div>
      </header>
    </div>
  );
}
