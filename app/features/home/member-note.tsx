import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/dates';

/**
 * In place of the trial's button for someone whose membership runs. Its own chunk (what-we-do.tsx):
 * only members see it, and the date code need not come with a visitor's first page.
 */
export default function MemberNote({ until }: { until: number }) {
  return (
    <p className="trial-used">
      Your membership runs until {formatDate(new Date(until).toISOString())}: every prediction is already yours. <Link to="/predictions">See today&apos;s predictions</Link>
    </p>
  );
}
