// The operator's view of the job table (GET /api/admin/jobs, docs/runtime.md, "Promised work").

export interface FailedJobDto {
  _id: string;
  kind: string;
  error: string;
  failedAt: string;
  attempts: number;
}

export interface JobsDto {
  queued: number;
  running: number;
  failedLast24h: number;
  /** When the job waiting longest was added; null when none waits. */
  oldestQueuedAt: string | null;
  failed: FailedJobDto[];
}

/** What each kind of job is, in the operator's words. */
export const JOB_KIND_NAMES: Record<string, string> = {
  mail: 'E-mail',
  push: 'Push notification',
  'password-reset': 'Password reset e-mail',
  'hit-scan': 'Hit notifications',
  'number-news': 'My numbers: news of a draw',
  'number-digest': 'My numbers: e-mail digest of a draw time',
  'expiry-reminders': 'Expiry reminders',
  'results-feed': 'Results feed',
  'lifecycle-mails': 'Membership e-mails',
  'membership-renewals': 'Membership renewals',
  'move-renewal': 'Next renewal moved at Stripe',
  'referral-rewards': 'Referral rewards',
  'gift-send': 'Gift e-mails',
  'results-chain-backfill': 'Results stored before the chain: entered into it',
  refund: 'Refund',
  'break-started': 'Break: checkouts and renewals',
  'daily-move': 'Daily move to the past',
  'news-start': 'News e-mail: its recipients',
  'news-mail': 'News e-mail to one member',
  cleanup: 'Clean-up',
  'schedule-check': 'Publishing schedule: rounds due',
  'schedule-publish': 'Publishing schedule: one set',
};
