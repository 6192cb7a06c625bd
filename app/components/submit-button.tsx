import { useFormStatus } from 'react-dom';
import type { ReactNode } from 'react';

export interface SubmitButtonProps {
  children: ReactNode;
  /** What the button says while its form's action runs ("Sending..."); by default its own words. */
  pendingLabel?: ReactNode;
  className?: string;
  /** Off for a reason of the form's own (a confirmation not typed yet, a success already shown). */
  disabled?: boolean;
}

/** A form's submit button: off, and saying so, while the form's action runs (React's useFormStatus). */
export function SubmitButton({ children, pendingLabel, className = 'btn btn-primary', disabled }: SubmitButtonProps) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={className} disabled={pending || disabled}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
