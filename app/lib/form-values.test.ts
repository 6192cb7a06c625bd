import { describe, expect, it } from 'vitest';
import { registerSchema } from '@shared/auth';
import { fieldErrorsOf, formChecked, formText } from './form-values';

describe('reading a submitted form', () => {
  const data = new FormData();
  data.set('name', 'Pat');
  data.set('ageConfirmed', 'on');
  data.set('upload', new Blob(['x']));

  it('gives a text field as typed, and an empty string for a missing or non-text one', () => {
    expect(formText(data, 'name')).toBe('Pat');
    expect(formText(data, 'missing')).toBe('');
    expect(formText(data, 'upload')).toBe('');
  });

  it('knows a ticked box from one left empty', () => {
    expect(formChecked(data, 'ageConfirmed')).toBe(true);
    expect(formChecked(data, 'newsletter')).toBe(false);
  });
});

describe('a zod refusal as field errors', () => {
  it("keeps each field's first message, in the server's words", () => {
    const parsed = registerSchema.safeParse({ username: '', email: 'not-an-address', password: '', ageConfirmed: false });
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error!.issues);
    expect(Object.keys(errors).sort()).toEqual(['ageConfirmed', 'email', 'password', 'username']);
    expect(errors.ageConfirmed).toBe('Please confirm that you are 18 or older.');
    const first = parsed.error!.issues.find((i) => i.path[0] === 'password')!.message;
    expect(errors.password).toBe(first);
  });
});
