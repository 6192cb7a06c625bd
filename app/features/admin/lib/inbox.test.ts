import { describe, expect, it } from 'vitest';
import { replyLink } from './inbox';

describe('replyLink', () => {
  it('answers the sender with a subject and the message quoted, spaces as %20', () => {
    const link = replyLink({ email: 'jane+lotto@example.com', name: 'Jane', message: 'Hi there\nSecond line' }, 'Lotto Predict');
    const url = new URL(link);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('jane+lotto@example.com');
    expect(link).not.toContain('+Second');
    expect(url.searchParams.get('subject')).toBe('Re: your message to Lotto Predict');
    expect(url.searchParams.get('body')).toBe('Hello Jane,\n\n\n\n> Hi there\n> Second line');
  });
});
