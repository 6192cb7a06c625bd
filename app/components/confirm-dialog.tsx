// The app's own "are you sure?" (docs/app.md, "Dialogs"): a question asked before something is
// changed or deleted for good, in the app's modal like every other dialog, never the browser's
// confirm(), which blocks the page, cannot be styled or read in the app's words, and which some
// browsers let a person turn off for the site.
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmQuestion {
  title: string;
  text: string;
  /** The button that goes ahead, e.g. "Delete". */
  confirmLabel: string;
  /** Cancel's own words; "Cancel" unless given. */
  cancelLabel?: string;
  /** Something is lost for good: the button says so in red. */
  danger?: boolean;
}

/**
 * `ask(question)` opens the dialog and resolves true when the person goes ahead, false for Cancel,
 * Escape, the close button or the backdrop; `dialog` is rendered by the page that asks.
 */
export function useConfirm(): { ask(question: ConfirmQuestion): Promise<boolean>; dialog: ReactNode } {
  const [question, setQuestion] = useState<ConfirmQuestion | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);

  const ask = useCallback((q: ConfirmQuestion) => {
    // A question still open is answered "no" by the new one.
    answer.current?.(false);
    setQuestion(q);
    return new Promise<boolean>((resolve) => {
      answer.current = resolve;
    });
  }, []);

  const settle = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = null;
    setQuestion(null);
  };

  const dialog = question && (
    <Modal
      title={question.title}
      onClose={() => settle(false)}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={() => settle(false)}>
            {question.cancelLabel ?? 'Cancel'}
          </button>
          <button type="button" className={`btn ${question.danger ? 'btn-danger' : 'btn-primary'}`} onClick={() => settle(true)}>
            {question.confirmLabel}
          </button>
        </>
      }
    >
      <p>{question.text}</p>
    </Modal>
  );

  return { ask, dialog };
}
