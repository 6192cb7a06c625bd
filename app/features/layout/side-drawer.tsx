import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../components/icons';
import './drawer.css';

interface SideDrawerProps {
  id: string;
  side: 'left' | 'right';
  title: string;
  open: boolean;
  onClose(): void;
  children: ReactNode;
}

/** A phone slide-in panel; the backdrop and Escape close it, and it is inert while hidden. */
export function SideDrawer({ id, side, title, open, onClose, children }: SideDrawerProps) {
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  return (
    <>
      <div className={`drawer-backdrop${open ? ' is-open' : ''}`} onClick={onClose} aria-hidden="true" />
      <aside id={id} className={`drawer drawer-${side}${open ? ' is-open' : ''}`} aria-label={title} aria-hidden={!open} inert={!open}>
        <div className="drawer-header">
          <span className="drawer-title">{title}</span>
          <button ref={closeRef} type="button" className="icon-button" aria-label={`Close ${title.toLowerCase()}`} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="drawer-body">{children}</div>
      </aside>
    </>
  );
}
