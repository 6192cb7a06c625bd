// Reading a submitted form (React's form actions hand over its FormData) and turning a zod
// refusal into the form's field errors (docs/app.md, "Form checks").
import { useState, type FormEvent } from 'react';

/** A text field's value as submitted; '' when the form has no such field. */
export const formText = (data: FormData, name: string): string => {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
};

/** A checkbox as submitted. */
export const formChecked = (data: FormData, name: string): boolean => data.get(name) !== null;

/** Each field's first message of a zod refusal (the server's own schema says what the server would). */
export function fieldErrorsOf<F extends string>(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0]) as F;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The field errors of a form's last submission, each gone as soon as its field is edited while the
 * others stay (docs/app.md, "Form checks"). `onChange` goes on the <form>: every field's edit
 * passes through it.
 */
export function useFieldErrors<F extends string>(errors: Partial<Record<F, string>> | undefined) {
  const [edited, setEdited] = useState<{ of: typeof errors; names: ReadonlySet<string> }>({ of: errors, names: new Set() });
  // A new submission's errors all show, whatever was edited before.
  const names = edited.of === errors ? edited.names : new Set<string>();
  return {
    errorOf: (name: F): string | undefined => (names.has(name) ? undefined : errors?.[name]),
    onChange: (e: FormEvent<HTMLFormElement>) => {
      const name = (e.target as HTMLInputElement).name;
      if (name && errors?.[name as F] && !names.has(name)) setEdited({ of: errors, names: new Set([...names, name]) });
    },
  };
}
