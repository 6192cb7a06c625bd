// The frame of every admin screen (docs/app.md, "Admin pages"): a sidebar beside the page on wide
// screens, a drawer behind a labelled button on phones.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useUnreadCount } from '../lib/unread-count';
import '../admin.css';
import '../console.css';

// The sidebar's original links keep their words (docs/app.md, "Admin pages"); the console adds
// Overview (the admin's first page), the inbox and the activity log.
const LINKS: { to: string; label: string }[] = [
  { to: '/admin/overview', label: 'Overview' },
  { to: '/admin/business', label: 'Business' },
  { to: '/admin/news', label: 'News' },
  { to: '/admin', label: 'Predictions' },
  { to: '/role-management', label: 'Role Management' },
  { to: '/admin/manual-user', label: 'Add User' },
  { to: '/admin/manual-prediction', label: 'Add Prediction' },
  { to: '/admin/todays-predictions', label: "Today's Predictions" },
  { to: '/admin/past-predictions', label: 'Past Predictions' },
  { to: '/admin/payment-receipts', label: 'Payment Receipts' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/results', label: 'Results' },
  { to: '/admin/lab', label: 'Lab' },
  { to: '/admin/schedule', label: 'Schedule' },
  { to: '/admin/activity', label: 'Activity Log' },
  { to: '/admin/claims', label: 'Claims' },
  { to: '/admin/plans', label: 'Plans' },
  { to: '/admin/codes', label: 'Codes' },
  { to: '/admin/cancellations', label: 'Cancellations' },
];

const MESSAGES_LINK = '/admin/messages';

export interface AdminLayoutProps {
  title: string;
  /** Buttons shown beside the title (e.g. Refresh). */
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminLayout({ title, actions, children }: AdminLayoutProps) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const unread = useUnreadCount();

  // Keyboard users land inside the drawer when it opens and back on its toggle when it closes.
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  // A followed link closes the drawer, so the phone shows the page that was asked for.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="admin-shell">
      <button
        ref={toggleRef}
        type="button"
        className="btn btn-secondary btn-small admin-drawer-toggle"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">☰</span> Admin menu
        {/* On phones the sidebar is folded away: the inbox's count shows on its button too. */}
        {!!unread && (
          <span className="admin-nav-badge">
            {unread}
            <span className="sr-only"> new messages</span>
          </span>
        )}
      </button>
      {open && <div className="admin-drawer-backdrop" aria-hidden="true" onClick={close} />}
      <aside id={drawerId} className={`admin-sidebar${open ? ' is-open' : ''}`} aria-label="Admin">
        <div className="admin-sidebar-head">
          <p className="admin-sidebar-title">Admin Dashboard</p>
          {/* The open drawer covers the toggle, so it carries its own close button. */}
          <button ref={closeRef} type="button" className="icon-button admin-drawer-close" aria-label="Close admin menu" onClick={close}>
            ×
          </button>
        </div>
        <nav>
          <ul className="admin-nav">
            {LINKS.map((l) => (
              <li key={l.to}>
                {/* `end` keeps "Predictions" (/admin) from lighting up on every /admin/... page. */}
                <NavLink to={l.to} end className="admin-nav-link">
                  {l.label}
                  {l.to === MESSAGES_LINK && !!unread && (
                    <span className="admin-nav-badge">
                      {unread}
                      <span className="sr-only"> new</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
            <li className="admin-nav-home">
              <NavLink to="/" end className="admin-nav-link">
                Back to Home
              </NavLink>
            </li>
          </ul>
        </nav>
      </aside>
      {/* A div, not <main>: the app shell already wraps every page in the one <main> landmark. */}
      <div className="admin-main">
        <div className="admin-header">
          <h1 className="page-title">{title}</h1>
          {actions && <div className="row">{actions}</div>}
        </div>
        {children}
      </div>
    </div>
  );
}
