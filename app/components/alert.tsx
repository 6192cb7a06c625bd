import type { ReactNode } from 'react';

export interface AlertProps {
  kind: 'error' | 'success' | 'info';
  children: ReactNode;
  onClose?: () => void;
}

/** A message banner; errors interrupt screen readers (role="alert"), the rest are polite. */
export function Alert({ kind, children, onClose }: AlertProps) {
  return (
    <div className={`alert alert-${kind}`} role={kind === 'error' ? 'alert' : 'status'}>
      <div className="alert-body">{children}</div>
      {onClose && (
        <button type="button" className="alert-close" aria-label="Dismiss message" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
