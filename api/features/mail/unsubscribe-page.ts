// The small page behind an e-mail's unsubscribe link: opening it changes nothing (mail scanners
// open links), its button unsubscribes, and the answer says so.
import { PRODUCT_NAME } from '@shared/brand';

/** What the page asks and says once done, for one list of e-mails. */
export interface UnsubscribeWords {
  ask: string;
  askBody: string;
  done: string;
  doneBody: string;
}

/** The optional e-mails of "E-mails" (docs/product.md). */
const OPTIONAL_MAILS: UnsubscribeWords = {
  ask: `Unsubscribe from ${PRODUCT_NAME} e&#8209;mails?`,
  askBody:
    'You will no longer get our welcome, free-trial and membership-ended e-mails. Receipts, password resets and notices about payments still come; e-mails about your numbers have their own switch on the My numbers page.',
  done: 'You are unsubscribed',
  doneBody: `You will no longer get ${PRODUCT_NAME}'s welcome, free-trial and membership-ended e-mails. Receipts, password resets and notices about payments still come; e-mails about your numbers have their own switch on the My numbers page.`,
};

export function unsubscribePage(state: 'confirm' | 'done', words: UnsubscribeWords = OPTIONAL_MAILS): string {
  const body =
    state === 'confirm'
      ? `<h1>${words.ask}</h1>
<p>${words.askBody}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`
      : `<h1>${words.done}</h1>
<p>${words.doneBody}</p>`;
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
