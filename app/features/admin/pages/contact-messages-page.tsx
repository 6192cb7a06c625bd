// /admin/messages: the contact inbox (docs/product.md, "Contact messages"): new messages first,
// each marked handled (or new again), answered by e-mail, or deleted after a confirmation.
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';
import { useConfirm } from '../../../components/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { CONTACT_MESSAGES, type ContactMessageDto } from '@shared/contact';
import { deleteMessage } from '../api/delete-message';
import { getContactMessages } from '../api/get-contact-messages';
import { getUnreadCount } from '../api/get-unread-count';
import { setMessageHandled } from '../api/set-message-handled';
import { AdminLayout } from '../components/admin-layout';
import { MessageCard } from '../components/message-card';
import { confirmDeleteMessage } from '../lib/confirm-messages';
import { messageOr } from '../lib/error-message';
import { INBOX_FILTERS, type InboxFilter } from '../lib/inbox';
import { setUnreadCount } from '../lib/unread-count';

const MESSAGES = {
  loadFailed: 'Failed to load messages.',
  markFailed: 'Failed to update the message.',
  deleteFailed: 'Failed to delete the message.',
} as const;

type Notice = { kind: 'success' | 'error'; text: string } | null;

export default function ContactMessagesPage() {
  const confirm = useConfirm();
  const [filter, setFilter] = useState<InboxFilter>('new');
  const [messages, setMessages] = useState<ContactMessageDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice>(null);

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const list = await getContactMessages(filter === 'all' ? undefined : filter);
      setMessages(Array.isArray(list) ? list : []);
    } catch (err) {
      setNotice({ kind: 'error', text: messageOr(err, MESSAGES.loadFailed) });
    } finally {
      setLoading(false);
    }
  }, [filter]);

  useEffect(() => {
    void load();
  }, [load]);

  /** The sidebar's badge follows the server's count after each change (another admin may act too). */
  const recount = () =>
    getUnreadCount()
      .then((r) => setUnreadCount(r.count))
      .catch(() => undefined);

  const onToggle = async (m: ContactMessageDto) => {
    setBusyId(m._id);
    setNotice(null);
    try {
      const updated = await setMessageHandled(m._id, !m.handled);
      // A message that no longer fits the filter leaves the list; in "All" it stays, updated.
      setMessages((list) => (filter === 'all' ? list.map((x) => (x._id === m._id ? updated : x)) : list.filter((x) => x._id !== m._id)));
      setNotice({ kind: 'success', text: updated.handled ? `Message from ${m.name} marked handled.` : `Message from ${m.name} marked new.` });
      await recount();
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
      setMessages((list) => list.filter((x) => x._id !== m._id));
      setNotice({ kind: 'success', text: CONTACT_MESSAGES.deleted });
      await recount();
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
        <button type="button" className="btn btn-secondary" disabled={loading} onClick={() => void Promise.all([load(), recount()])}>
          {loading ? 'Refreshing...' : 'Refresh'}
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
              onClick={() => setFilter(f.id)}
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
        {loading && messages.length === 0 ? (
          <Spinner label="Loading messages..." />
        ) : messages.length === 0 ? (
          <p className="card admin-empty">{current.empty}</p>
        ) : (
          <ul className="admin-message-list">
            {messages.map((m) => (
              <li key={m._id}>
                <MessageCard message={m} busy={busyId === m._id} onToggle={() => void onToggle(m)} onDelete={() => void onDelete(m)} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {confirm.dialog}
    </AdminLayout>
  );
}
