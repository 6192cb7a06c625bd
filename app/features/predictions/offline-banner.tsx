import { formatDate, formatTime } from '../../lib/dates';

/** Says that the network is gone and how old the copy on screen is (issue: offline predictions). */
export function OfflineBanner({ savedAt }: { savedAt: string | null }) {
  return (
    <p className="offline-banner" role="status">
      <strong>You&apos;re offline.</strong>{' '}
      {savedAt
        ? `Showing the predictions saved on this device on ${formatDate(savedAt)} at ${formatTime(savedAt)}.`
        : 'No predictions have been saved on this device yet; they will appear once you are back online.'}
    </p>
  );
}
