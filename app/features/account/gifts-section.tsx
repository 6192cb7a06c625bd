// "Gifts" on the account page (docs/app.md, "Gifts"): the gifts the person bought, each with its
// status (scheduled, sent, redeemed, expired), and the way to give another.
import { Link } from 'react-router-dom';
import type { GiftDto } from '@shared/gift-words';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { serverMessage } from '../../lib/api-client';
import { formatDate, formatDay } from '../../lib/dates';

const STATUS: Record<GiftDto['status'], string> = { scheduled: 'Scheduled', sent: 'Sent', redeemed: 'Redeemed', expired: 'Expired' };

function detail(g: GiftDto): string {
  if (g.status === 'scheduled') return `E-mailed on ${formatDay(g.sendOn)}`;
  if (g.status === 'redeemed' && g.redeemedAt) return `Redeemed on ${formatDate(g.redeemedAt)}`;
  if (g.status === 'expired') return 'Not redeemed in time';
  return g.expiresAt ? `Can be redeemed until ${formatDate(g.expiresAt)}` : '';
}

const LOAD_ERROR = 'Could not load your gifts. Please try again.';

/** The section, with the gifts as the account page's loader reads them. */
export function GiftsSection({ gifts }: { gifts: Promise<GiftDto[]> }) {
  return (
    <section id="gifts" className="card account-section gifts" aria-labelledby="gifts-title">
      <h2 id="gifts-title">Gifts</h2>
      <p className="muted">Give a plan to someone: we e-mail them a link to redeem it on the day you choose.</p>
      <Loaded resolve={gifts} loading={null} failed={LOAD_ERROR} error={(err) => <Alert kind="error">{serverMessage(err, LOAD_ERROR)}</Alert>}>
        {(list) =>
          list.length > 0 && (
            <ul className="gift-list">
              {list.map((g) => (
                <li key={g._id} className="gift-item">
                  <span className="gift-what">
                    {g.planName} for <span className="gift-to">{g.recipientEmail}</span>
                  </span>
                  <span className={`gift-status gift-status-${g.status}`}>{STATUS[g.status]}</span>
                  <span className="muted gift-when">{detail(g)}</span>
                </li>
              ))}
            </ul>
          )
        }
      </Loaded>
      <Link to="/gift" className="btn btn-secondary">
        Give a plan
      </Link>
    </section>
  );
}
