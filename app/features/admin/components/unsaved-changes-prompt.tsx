// "Leave without publishing?": an admin form holding typed input asks before a link,
// Back or a redirect takes the page away, and the browser asks before the tab closes or reloads.
import { useCallback } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router-dom';
import { Modal } from '../../../components/modal';
import { isSigningOut } from '../../../lib/signing-out';

export interface UnsavedChangesPromptProps {
  /** True while the form holds input that was not published or saved. */
  when: boolean;
  title: string;
  children: string;
}

export function UnsavedChangesPrompt({ when, title, children }: UnsavedChangesPromptProps) {
  // Only leaving the page counts: a query or #anchor change keeps the form on screen. A sign-out
  // (Logout, inactivity) has already ended the session when it moves on: holding it here would
  // leave the admin on a page they may no longer see.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && !isSigningOut() && currentLocation.pathname !== nextLocation.pathname);

  useBeforeUnload(
    useCallback(
      (e: BeforeUnloadEvent) => {
        if (!when) return;
        e.preventDefault();
        // Browsers that predate preventDefault() here ask only when returnValue is set.
        e.returnValue = '';
      },
      [when],
    ),
  );

  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      title={title}
      onClose={() => blocker.reset()}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => blocker.reset()}>
            Stay
          </button>
          <button type="button" className="btn btn-danger" onClick={() => blocker.proceed()}>
            Leave
          </button>
        </>
      }
    >
      <p>{children}</p>
    </Modal>
  );
}
