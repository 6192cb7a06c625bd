// The small page behind an e-mail's unsubscribe link (docs/api.md, "E-mail unsubscribe"): opening
// it changes nothing (mail scanners open links), its button unsubscribes, and the answer says so.
// A link that leads nowhere (a deleted account, a key changed since, a mangled address) gets the
// same kind of page saying so, for GET and for the one-click POST of RFC 8058 alike: a person who
// clicks it reads a sentence, never JSON.
import { Hono, type Context } from 'hono';
import { ApiError } from '../../platform/http/http-errors';
import { PRODUCT_NAME } from '@shared/brand';

/** What the page asks and says once done, for one list of e-mails. */
export interface UnsubscribeWords {
  ask: string;
  askBody: string;
  done: string;
  doneBody: string;
  /** Where the person turns these e-mails back on, as a sentence with its link. */
  changeMind: string;
}

/** The optional e-mails of "E-mails" (docs/product.md). */
const OPTIONAL_MAILS: UnsubscribeWords = {
  ask: `Unsubscribe from ${PRODUCT_NAME} e&#8209;mails?`,
  askBody:
    'You will no longer get our free-trial and membership-ended e-mails. Receipts, password resets and notices about payments still come; e-mails about your numbers have their own switch on the My numbers page.',
  done: 'You are unsubscribed',
  doneBody: `You will no longer get ${PRODUCT_NAME}'s free-trial and membership-ended e-mails. Receipts, password resets and notices about payments still come; e-mails about your numbers have their own switch on the My numbers page.`,
  changeMind: 'Changed your mind? Turn each of them back on in <a href="/account#emails">My Account → E-mails</a>.',
};

const INVALID = {
  title: 'This unsubscribe link does not work',
  body: 'It may be from an account that was deleted, or it was cut short when it was copied. Please use the link from your latest e-mail.',
  where: 'To choose which e-mails you get, sign in and open <a href="/account#emails">My Account → E-mails</a>.',
};

export type UnsubscribeState = 'confirm' | 'done' | 'invalid';

export function unsubscribePage(state: UnsubscribeState, words: UnsubscribeWords = OPTIONAL_MAILS): string {
  const body =
    state === 'confirm'
      ? `<h1>${words.ask}</h1>
<p>${words.askBody}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`
      : state === 'done'
        ? `<h1>${words.done}</h1>
<p>${words.doneBody}</p>
<p>${words.changeMind}</p>`
        : `<h1>${INVALID.title}</h1>
<p>${INVALID.body}</p>
<p>${INVALID.where}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Unsubscribe · ${PRODUCT_NAME}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f5f7;color:#111827;margin:0;padding:24px}
main{max-width:480px;margin:40px auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.35rem;margin:0 0 12px}p{color:#4b5563;line-height:1.5;margin:0 0 20px}p:last-child{margin:0}
form{margin:0 0 24px}button{font:inherit;font-weight:600;background:#1d4ed8;color:#fff;border:0;border-radius:8px;padding:12px 20px;min-height:44px;cursor:pointer}
a{color:#1d4ed8}@media (max-width:480px){body{padding:12px}main{margin:12px auto;padding:20px}}
</style></head>
<body><main>
${body}
<p><a href="/">${PRODUCT_NAME}</a></p>
</main></body></html>`;
}

/**
 * GET `/:token` (the page) and POST `/:token` (its button, or a mail client's one-click) for one
 * list of e-mails. `isOff` and `turnOff` throw a 404 ApiError for a link that leads nowhere.
 */
export function unsubscribeRoutes(words: UnsubscribeWords | undefined, link: { isOff(token: string): Promise<boolean>; turnOff(token: string): Promise<void> }) {
  // The token in the address is the key: no referrer carries it on, no cache keeps the page.
  const headers = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' };
  const answer = async (c: Context, run: () => Promise<UnsubscribeState>) => {
    try {
      return c.html(unsubscribePage(await run(), words), 200, headers);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return c.html(unsubscribePage('invalid', words), 404, headers);
      throw err;
    }
  };
  return new Hono()
    .get('/:token', (c) => answer(c, async () => ((await link.isOff(c.req.param('token'))) ? 'done' : 'confirm')))
    .post('/:token', (c) =>
      answer(c, async () => {
        await link.turnOff(c.req.param('token'));
        return 'done';
      }),
    );
}
