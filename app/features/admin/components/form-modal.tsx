// A modal that asks for one thing: a form whose Enter and Submit button do the same, and Cancel.
// The form runs a React form action (docs/app.md, "Form checks"): each dialog keeps its outcome in
// `useActionState` and hands over the action and its pending flag. The Submit button sits in the
// modal's footer, outside the <form>, and reaches it through its `form` attribute.
import { useId, type ReactNode } from 'react';
import { Modal } from '../../../components/modal';

export interface FormModalProps {
  title: string;
  submitLabel: string;
  busy: boolean;
  onCancel(): void;
  action(data: FormData): void;
  children: ReactNode;
}

export function FormModal({ title, submitLabel, busy, onCancel, action, children }: FormModalProps) {
  const formId = useId();
  return (
    <Modal
      title={title}
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={busy}>
            {busy ? 'Saving...' : submitLabel}
          </button>
        </>
      }
    >
      <form id={formId} className="stack" noValidate action={action}>
        {children}
      </form>
    </Modal>
  );
}
