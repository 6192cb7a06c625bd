import { Link } from 'react-router-dom';
import type { ContactMessageDto } from '@shared/contact';
import { formatInstantDay } from '../../../lib/dates';

/** The overview's inbox corner: how many messages wait, and the newest of them. */
export function NewMessagesCard({ count, latest }: { count: number; latest: ContactMessageDto[] }) {
  return (
    <div className="stack admin-new-messages">
      <p className="admin-new-count">
        <Link to="/admin/messages">
          <strong>{count}</strong> new message{count === 1 ? '' : 's'}
        </Link>
      </p>
      {latest.length > 0 && (
        <ul className="admin-mini-messages">
          {latest.map((m) => (
            <li key={m._id}>
              <span className="admin-message-name">{m.name}</span> <span className="muted">· {formatInstantDay(m.createdAt)}</span>
              <p className="admin-mini-text">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
