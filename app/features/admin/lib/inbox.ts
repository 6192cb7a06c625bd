// The inbox's filters and the reply link (docs/product.md, "Contact messages":
// `GET /api/contact?status=`).
export type InboxFilter = 'new' | 'handled' | 'all';

export const INBOX_FILTERS: { id: InboxFilter; label: string; empty: string }[] = [
  { id: 'new', label: 'New', empty: 'No new messages.' },
  { id: 'handled', label: 'Handled', empty: 'No handled messages.' },
  { id: 'all', label: 'All', empty: 'No messages yet.' },
];

/** A mailto: link answering the message, its subject and the quoted text filled in. */
export function replyLink(m: { email: string; name: string; message: string }, product: string): string {
  const quoted = m.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const params = new URLSearchParams({ subject: `Re: your message to ${product}`, body: `Hello ${m.name},\n\n\n\n${quoted}` });
  // mailto wants %20 for spaces; URLSearchParams writes "+", which mail programs show as is.
  return `mailto:${encodeURIComponent(m.email).replace(/%40/g, '@')}?${params.toString().replace(/\+/g, '%20')}`;
}
