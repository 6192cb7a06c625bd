import type { ContactMessageDto } from '@shared/contact';
import { PRODUCT_NAME } from '@shared/brand';
import { formatInstantDay, formatInstantTime } from '../../../lib/dates';
import { replyLink } from '../lib/inbox';

export interface MessageCardProps {
  message: ContactMessageDto;
  busy: boolean;
  onToggle(): void;
  onDelete(): void;
}

/** One contact message with its state and the three things an operator does with it. */
export function MessageCard({ message: m, busy, onToggle, onDelete }: MessageCardProps) {
  return (
    <article className={`card${m.handled ? ' admin-message-handled' : ''}`} aria-label={`Message from ${m.name}`}>
      <div className="admin-message-meta">
        <span className="admin-message-name">{m.name}</span>
        {/* A notice from the server itself (the publishing schedule's) has no address to reply to. */}
        {m.email && <a href={`mailto:${m.email}`}>{m.email}</a>}
        <time className="admin-message-date" dateTime={m.createdAt}>
          {formatInstantDay(m.createdAt)} {formatInstantTime(m.createdAt)}
        </time>
        <span className={`admin-message-state ${m.handled ? 'is-handled' : 'is-new'}`}>{m.handled ? `Handled ${formatInstantDay(m.handledAt)}` : 'New'}</span>
      </div>
      <p className="admin-message-text">{m.message}</p>
      <div className="admin-message-actions">
        {m.email && (
          <a className="btn btn-secondary btn-small" href={replyLink(m, PRODUCT_NAME)}>
            Reply by e-mail
          </a>
        )}
        <button type="button" className="btn btn-secondary btn-small" disabled={busy} onClick={onToggle}>
          {m.handled ? 'Mark as new' : 'Mark handled'}
        </button>
        <button type="button" className="btn btn-danger btn-small" disabled={busy} onClick={onDelete}>
          Delete
        </button>
      </div>
    </article>
  );
}
