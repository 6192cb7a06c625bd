// "Gifts" on the account page (docs/app.md, "Gifts"): the gifts the person bought, each with its
// status (scheduled, sent, redeemed, expired), and the way to give another.
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { GiftDto } from '@shared/gift-words';
import { Alert } from '../../components/alert';
import { answer, client, requestOptions, serverMessage } from '../../lib/api-client';
import { formatDate, formatDay } from '../../lib/dates';

const STATUS: Record<GiftDto['status'], string> = { scheduled: 'Scheduled', sent: 'Sent', redeemed: 'Redeemed', expired: 'Expired' };

function detail(g: GiftDto): string {
  if (g.status === 'scheduled') return `E-mailed on ${formatDay(g.sendOn)}`;
  if (g.status === 'redeemed' && g.redeemedAt) return `Redeemed on ${formatDate(g.redeemedAt)}`;
  if (g.status === 'expired') return 'Not redeemed in time';
  return g.expiresAt ? `Can be redeemed until ${formatDate(g.expiresAt)}` : '';
}

export function GiftsSection() {
  const [gifts, setGifts] = useState<GiftDto[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    const controller = new AbortController();
    answer(client.gifts.mine.$get(undefined, requestOptions({ signal: controller.signal })))
      .then(setGifts)
      .catch((err) => {
        if (!controller.signal.aborted) setError(serverMessage(err, 'Could not load your gifts. Please try again.'));
      });
    return () => controller.abort();
  }, []);

  return (
    <section id="gifts" className="card account-section gifts" aria-labelledby="gifts-title">
      <h2 id="gifts-title">Gifts</h2>
      <p className="muted">Give a plan to someone: we e-mail them a link to redeem it on the day you choose.</p>
      {error && <Alert kind="error">{error}</Alert>}
      {gifts && gifts.length > 0 && (
        <ul className="gift-list">
          {gifts.map((g) => (
            <li key={g._id} className="gift-item">
              <span className="gift-what">
                {g.planName} for <span className="gift-to">{g.recipientEmail}</span>
              </span>
              <span className={`gift-status gift-status-${g.status}`}>{STATUS[g.status]}</span>
              <span className="muted gift-when">{detail(g)}</span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/gift" className="btn btn-secondary">
        Give a plan
      </Link>
    </section>
  );
}
