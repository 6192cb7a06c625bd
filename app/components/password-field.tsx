import { useState, type KeyboardEvent } from 'react';

export interface PasswordFieldProps {
  label: string;
  name: string;
  /** Controlled: the value and its setter. Without them the field keeps its own, `defaultValue` first (a form action reads it). */
  value?: string;
  onChange?(v: string): void;
  defaultValue?: string;
  autoComplete?: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

/**
 * A password input with a show/hide toggle and a Caps Lock warning (docs/app.md,
 * "Signing in and passwords").
 */
export function PasswordField(props: PasswordFieldProps) {
  const { label, name, value, onChange, defaultValue, autoComplete, error, hint, required } = props;
  const [visible, setVisible] = useState(false);
  const [capsLock, setCapsLock] = useState(false);
  const id = `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const capsId = capsLock ? `${id}-caps` : undefined;
  const describedBy = [hintId, errorId, capsId].filter(Boolean).join(' ') || undefined;

  // getModifierState is only reliable on key events, so the warning follows the keyboard.
  const readCaps = (e: KeyboardEvent<HTMLInputElement>) => {
    if (typeof e.getModifierState === 'function') setCapsLock(e.getModifierState('CapsLock'));
  };

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="password-wrap">
        <input
          id={id}
          name={name}
          type={visible ? 'text' : 'password'}
          {...(value !== undefined ? { value } : { defaultValue })}
          required={required}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={onChange && ((e) => onChange(e.target.value))}
          onKeyDown={readCaps}
          onKeyUp={readCaps}
          onBlur={() => setCapsLock(false)}
        />
        <button
          type="button"
          className="password-toggle"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      {capsLock && (
        <span id={capsId} className="field-warning" role="status">
          Caps Lock is ON
        </span>
      )}
      {hint && (
        <span id={hintId} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}
