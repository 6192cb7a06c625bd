// The recent notices (GET /api/account/number-hits): every result of a followed state stored since
// a number joined the list that counts for it, newest draw first, in the push's own words.
import { noticeSentence, PLAY_NAMES, type NumberNoticeDto } from '@shared/my-numbers';
import { formatCalendarDay } from '../../lib/dates';

export function NumberNotices({ notices }: { notices: NumberNoticeDto[] }) {
  return (
    <section className="card my-numbers-card" aria-labelledby="notices-title">
      <h2 id="notices-title">Recent notices</h2>
      {notices.length === 0 ? (
        <p className="muted">No notices yet. When a new result of your states matches one of your numbers, it shows here.</p>
      ) : (
        <ul className="notice-list">
          {notices.map((n) => (
            <li key={`${n.number}-${n.state}-${n.game}-${n.drawDate}-${n.drawTime}`}>
              <span className="notice-day">{formatCalendarDay(n.drawDate)}</span>
              <span>{noticeSentence(n)}.</span>
              <span className="notice-play muted">Played {PLAY_NAMES[n.play].toLowerCase()}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
