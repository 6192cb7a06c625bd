// A modal that asks for one thing: a form whose Enter and Submit button do the same, and Cancel.
import type { ReactNode } from 'react';
import { Modal } from '../../../components/modal';

export interface FormModalProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  onCancel(): void;
  onSubmit(): void;
  children: ReactNode;
}

export function FormModal({ title, submitLabel, busy, onCancel, onSubmit, children }: FormModalProps) {
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onSubmit}>
            {busy ? 'Saving...' : submitLabel}
          </button>
        </>
      }
    >
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
      </form>
    </Modal>
  );
}
