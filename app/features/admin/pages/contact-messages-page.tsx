// /admin/messages: what visitors sent through the contact form (contract §8).
import { useCallback, useEffect, useState } from 'react';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import type { ContactMessageDto } from '@shared/contact';
import { getContactMessages } from '../api/get-contact-messages';
import { AdminLayout } from '../components/admin-layout';
import { formatInstantDay, formatInstantTime } from '../../../lib/dates';
import { messageOr } from '../lib/error-message';

const LOAD_FAILED = 'Failed to load messages.';

export default function ContactMessagesPage() {
  const [messages, setMessages] = useState<ContactMessageDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [refreshing, setRefreshing] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(async (first: boolean) => {
    (first ? setLoading : setRefreshing)(true);
    setError('');
    try {
      const list = await getContactMessages();
      setMessages(Array.isArray(list) ? list : []);
    } catch (err) {
      setError(messageOr(err, LOAD_FAILED));
    } finally {
      (first ? setLoading : setRefreshing)(false);
    }
  }, []);

  useEffect(() => {
    void load(true);
  }, [load]);

  return (
    <AdminLayout
      title="Contact Messages"
      actions={
        <button type="button" className="btn btn-secondary" disabled={loading || refreshing} onClick={() => void load(false)}>
          {refreshing ? 'Refreshing...' : 'Refresh'}
        </button>
      }
    >
      <div className="stack">
        {error && (
          <Alert kind="error" onClose={() => setError('')}>
            {error}
          </Alert>
        )}
        {loading ? (
          <Spinner label="Loading messages..." />
        ) : messages.length === 0 ? (
          !error && <p className="card admin-empty">No messages yet.</p>
        ) : (
          <ul className="admin-message-list">
            {messages.map((m) => (
              <li key={m._id} className="card">
                <article aria-label={`Message from ${m.name}`}>
                  <div className="admin-message-meta">
                    <span className="admin-message-name">{m.name}</span>
                    <a href={`mailto:${m.email}`}>{m.email}</a>
                    <time className="admin-message-date" dateTime={m.createdAt}>
                      {formatInstantDay(m.createdAt)} {formatInstantTime(m.createdAt)}
                    </time>
                  </div>
                  <p className="admin-message-text">{m.message}</p>
                </article>
              </li>
            ))}
          </ul>
        )}
      </div>
    </AdminLayout>
  );
}
