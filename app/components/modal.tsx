// A modal dialog on the browser's own <dialog>, opened with showModal(): the page behind is inert
// and out of the accessibility tree, the dialog sits in the top layer over everything, Escape asks
// to close it (its `cancel` event) and ::backdrop draws the dimmed page. What the element does not
// do by itself is here: focus lands in the body rather than on the header's close button, Tab
// wraps inside, a click on the backdrop closes it, the page behind does not scroll, and focus goes
// back to what opened it (the dialog leaves the page when its owner stops rendering it, without
// close(), which would hand focus back on its own).
import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';

export interface ModalProps {
  title: string;
  onClose(): void;
  children: ReactNode;
  footer?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function Modal({ title, onClose, children, footer }: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Prefix every selector of the list, not just the first, so focus lands in the body.
    const first =
      dialog.querySelector<HTMLElement>(
        FOCUSABLE.split(', ')
          .map((s) => `.modal-body ${s}`)
          .join(', '),
      ) ?? dialog;
    first.focus();
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = prevOverflow;
      opener?.focus?.();
    };
  }, []);

  // Escape: the owner decides (it stops rendering the dialog); the element stays open until then.
  const onCancel = (e: SyntheticEvent<HTMLDialogElement>) => {
    e.preventDefault();
    closeRef.current();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    // The dialog's own Escape, not also a menu's or a drawer's behind it.
    if (e.key === 'Escape') e.stopPropagation();
    if (e.key !== 'Tab' || !dialogRef.current) return;
    const items = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (items.length === 0) return;
    const firstItem = items[0];
    const lastItem = items[items.length - 1];
    if (e.shiftKey && document.activeElement === firstItem) {
      e.preventDefault();
      lastItem.focus();
    } else if (!e.shiftKey && document.activeElement === lastItem) {
      e.preventDefault();
      firstItem.focus();
    }
  };

  // A press on the backdrop reaches the dialog element itself, outside its box. It closes on the
  // click, not the press: closing on the press handed focus back to the opener, and the press's
  // own focusing then took it away again. A press that began inside (selecting text) never closes.
  const pressedOnBackdrop = useRef(false);
  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return false;
    const box = e.currentTarget.getBoundingClientRect();
    return e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
  };
  const onMouseDown = (e: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = onBackdrop(e);
  };
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && onBackdrop(e)) closeRef.current();
    pressedOnBackdrop.current = false;
  };

  return createPortal(
    <dialog ref={dialogRef} className="modal" aria-labelledby={titleId} tabIndex={-1} onCancel={onCancel} onKeyDown={onKeyDown} onMouseDown={onMouseDown} onClick={onClick}>
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <div className="modal-body">{children}</div>
      {footer && <div className="modal-footer">{footer}</div>}
    </dialog>,
    document.body,
  );
}
