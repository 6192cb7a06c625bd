import type { HTMLAttributes } from 'react';

export interface TextFieldProps {
  /** The input's id, where one page has more than one field of a name (default `field-{name}`). */
  id?: string;
  label: string;
  name: string;
  /** Controlled: the value and its setter. Without them the field keeps its own, `defaultValue` first (a form action reads it). */
  value?: string;
  onChange?(v: string): void;
  defaultValue?: string;
  type?: string;
  error?: string;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  placeholder?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** For date fields: the first and last day offered. */
  min?: string;
  max?: string;
}

/** A labelled input; `type="textarea"` renders a multi-line field with the same look. */
export function TextField(props: TextFieldProps) {
  const { label, name, value, onChange, defaultValue, type = 'text', error, hint, required, autoComplete, placeholder, inputMode, min, max } = props;
  const id = props.id ?? `field-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    ...(value !== undefined ? { value } : { defaultValue }),
    required,
    placeholder,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  };

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {type === 'textarea' ? (
        <textarea {...common} onChange={onChange && ((e) => onChange(e.target.value))} />
      ) : (
        <input {...common} type={type} inputMode={inputMode} min={min} max={max} onChange={onChange && ((e) => onChange(e.target.value))} />
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
