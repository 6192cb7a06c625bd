// Every e-mail ends with the helplines (docs/product.md, "Help where the player lives"): the
// national line and those of the states its recipient follows; all seven for a mail to an address
// that is no one's account.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call } = ctx;

const mailTo = (address: string) => ctx.outbox().filter((m) => m.text.includes(`To: ${address}`));

describe("every e-mail's footer", () => {
  it('names the national line and the lines of the states the person follows, and no other state', async () => {
    const u = await ctx.makeUser('subscriber');
    expect((await call('PUT', '/api/account/states', { token: u.token, body: { states: ['OH'] } })).status).toBe(200);
    expect((await call('POST', '/api/auth/forgot-password', { body: { email: u.email } })).status).toBe(200);
    await ctx.settle();
    const [mail] = mailTo(u.email);
    const text = mail.text.replace(/=\r?\n/g, '');
    expect(text).toContain('1-800-MY-RESET (1-800-697-3738)');
    expect(text).toContain("Ohio: Ohio's Problem Gambling Helpline, call 1-800-589-9966, text 4HOPE to 741741");
    expect(text).not.toContain('1-800-GAMBLER');
    expect(text).not.toContain('Tennessee');
    expect(text).not.toContain('1-877-718-5543');
  });

  it('names all seven states for someone who never chose', async () => {
    const u = await ctx.makeUser('subscriber');
    await call('POST', '/api/auth/forgot-password', { body: { email: u.email } });
    await ctx.settle();
    const text = mailTo(u.email)[0].text.replace(/=\r?\n/g, '');
    for (const s of [
      'Tennessee: Tennessee REDLINE, call 1-800-889-9789',
      'North Carolina: North Carolina Problem Gambling Helpline, call 1-877-718-5543',
      'Texas: no line of its own found',
    ]) {
      expect(text).toContain(s);
    }
  });
});
