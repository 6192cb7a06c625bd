// /admin/messages: the contact inbox (docs/product.md, "Contact messages"): new messages first,
// each marked handled (or new again), answered by e-mail, or deleted after a confirmation. The
// list is read through the route's loader, its filter in the address (`?show=`), and read again
// after each change (docs/app.md, "How a page reads data").
import { useState } from 'react';
import { useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { useConfirm } from '../../../components/confirm-dialog';
import { Loaded } from '../../../components/loaded';
import { CONTACT_MESSAGES, type ContactMessageDto } from '@shared/contact';
import { deleteMessage } from '../api/delete-message';
import { getContactMessages } from '../api/get-contact-messages';
import { getUnreadCount } from '../api/get-unread-count';
import { setMessageHandled } from '../api/set-message-handled';
import { AdminLayout } from '../components/admin-layout';
import { MessageCard } from '../components/message-card';
import { confirmDeleteMessage } from '../lib/confirm-messages';
import { failsWith, messageOr } from '../lib/error-message';
import { INBOX_FILTERS, type InboxFilter } from '../lib/inbox';
import { setUnreadCount } from '../lib/unread-count';
import { reads, usePageData } from '../../../lib/page-data';
import { useSearchParam } from '../../../lib/use-search-param';

const MESSAGES = {
  loadFailed: 'Failed to load messages.',
  markFailed: 'Failed to update the message.',
  deleteFailed: 'Failed to delete the message.',
} as const;

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** The filter the address names (`?show=`), else the new messages. */
const filterOf = (q: URLSearchParams): InboxFilter => INBOX_FILTERS.find((f) => f.id === q.get('show'))?.id ?? 'new';

export function loader({ request }: LoaderFunctionArgs) {
  const filter = filterOf(new URL(request.url).searchParams);
  const messages = getContactMessages(filter === 'all' ? undefined : filter, request.signal).then((list) => (Array.isArray(list) ? list : []));
  // The sidebar's badge follows the server's count at each read (another admin may act too); it
  // is a hint, so a failure leaves it as it was.
  const unread = getUnreadCount(request.signal).then(
    (r) => setUnreadCount(r.count),
    () => undefined,
  );
  return reads({ messages: failsWith(messages, MESSAGES.loadFailed), unread });
}

export default function ContactMessagesPage() {
  const confirm = useConfirm();
  const { messages } = usePageData<typeof loader>();
  const revalidator = useRevalidator();
  const { revalidate } = revalidator;
  const [params, setParam] = useSearchParam<'show'>();
  const filter = filterOf(params);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const onToggle = async (m: ContactMessageDto) => {
    setBusyId(m._id);
    setNotice(null);
    try {
      const updated = await setMessageHandled(m._id, !m.handled);
      setNotice({ kind: 'success', text: updated.handled ? `Message from ${m.name} marked handled.` : `Message from ${m.name} marked new.` });
      // Read again: a message that no longer fits the filter leaves the list; in "All" it stays, updated.
      await revalidate();
    } catch (err) {
      setNotice({ kind: 'error', text: messageOr(err, MESSAGES.markFailed) });
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = async (m: ContactMessageDto) => {
    if (!(await confirm.ask(confirmDeleteMessage(m.name)))) return;
    setBusyId(m._id);
    setNotice(null);
    try {
      await deleteMessage(m._id);
      setNotice({ kind: 'success', text: CONTACT_MESSAGES.deleted });
      await revalidate();
    } catch (err) {
      setNotice({ kind: 'error', text: messageOr(err, MESSAGES.deleteFailed) });
    } finally {
      setBusyId(null);
    }
  };

  const current = INBOX_FILTERS.find((f) => f.id === filter)!;

  return (
    <AdminLayout
      title="Contact Messages"
      actions={
        <button type="button" className="btn btn-secondary" disabled={revalidator.state === 'loading'} onClick={() => void revalidate()}>
          {revalidator.state === 'loading' ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      <div className="stack">
        <div className="admin-segmented" role="group" aria-label="Show">
          {INBOX_FILTERS.map((f) => (
            <button
              key={f.id}
              type="button"
              className={`btn btn-small ${filter === f.id ? 'btn-primary' : 'btn-secondary'}`}
              aria-pressed={filter === f.id}
              onClick={() => setParam('show', f.id === 'new' ? null : f.id)}
            >
              {f.label}
            </button>
          ))}
        </div>
        {notice && (
          <Alert kind={notice.kind} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        <Loaded resolve={messages} loading="Loading messages..." failed={MESSAGES.loadFailed}>
          {(list) =>
            list.length === 0 ? (
              <p className="card admin-empty">{current.empty}</p>
            ) : (
              <ul className="admin-message-list">
                {list.map((m) => (
                  <li key={m._id}>
                    <MessageCard message={m} busy={busyId === m._id} onToggle={() => void onToggle(m)} onDelete={() => void onDelete(m)} />
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
      {confirm.dialog}
    </AdminLayout>
  );
}
