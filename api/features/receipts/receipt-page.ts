// The receipt as a page of its own, for every payment (Stripe's hosted receipt is extra). It is
// opened in a new tab without the bearer header, so the unguessable token in its URL is the key.
import { PRODUCT_NAME } from '@shared/brand';
import type { ReceiptDto } from '@shared/receipts';
import { receiptFacts } from './receipt-facts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function receiptHtml(r: ReceiptDto, timeZone: string): string {
  const facts = receiptFacts(r, timeZone);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Receipt ${escapeHtml(r.internalReceiptId)} · ${PRODUCT_NAME}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f4f5f7;color:#111827;margin:0;padding:24px}
main{max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
h1{font-size:1.4rem;margin:0 0 4px}p{color:#4b5563;margin:0 0 24px}address{font-style:normal;color:#4b5563;font-size:.9rem;margin:0 0 24px}
table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:10px 0;border-bottom:1px solid #e5e7eb;vertical-align:top;overflow-wrap:anywhere}
th{color:#4b5563;font-weight:500;width:40%}footer{margin-top:24px;font-size:.85rem;color:#4b5563}
a{color:#1d4ed8}nav{font-size:.9rem;margin:0 0 20px}@media (max-width:480px){body{padding:12px}main{padding:20px}}@media print{body{background:#fff;padding:0}main{box-shadow:none}nav,footer a{display:none}}
</style></head>
<body><main>
<nav><a href="/">&larr; ${PRODUCT_NAME}</a> &middot; <a href="/account/receipts">My receipts</a></nav>
<h1>${escapeHtml(facts.title)}</h1>
<p>${escapeHtml(facts.intro)}</p>
<address>${facts.seller.map(escapeHtml).join('<br>')}</address>
<table>${facts.rows.map(([k, v]) => `<tr><th scope="row">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>
<footer>Keep this receipt for your records. <a href="?format=pdf" download>Download PDF</a></footer>
</main></body></html>`;
}

/** Spreadsheet-safe CSV: a cell that starts like a formula is prefixed so it stays text. */
export function receiptsCsv(list: ReceiptDto[], timeZone: string): string {
  const cell = (v: string | number) => {
    let s = String(v);
    if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  const date = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  const time = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
  const header = ['Receipt ID', 'User', 'Email', 'Plan', 'Amount', 'Currency', 'Date', 'Time Generated'];
  const lines = list.map((r) => {
    const d = new Date(r.createdAt);
    return [
      r.internalReceiptId,
      r.userId?.username ?? r.username,
      r.userId?.email ?? r.email,
      r.plan,
      r.amount.toFixed(2),
      r.currency.toUpperCase(),
      date.format(d),
      time.format(d),
    ]
      .map(cell)
      .join(',');
  });
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
