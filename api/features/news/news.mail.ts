// A news e-mail as it goes out (docs/product.md, "News e-mails"): the operator's text as written
// (plain text, blank lines between paragraphs, bare links), and a footer and headers with the
// one-click unsubscribe of RFC 8058, whose link turns off news alone: receipts and account e-mails
// always go.
import type { Deps } from '../../platform/deps';
import type { Mail } from '../../platform/mail/mailer';
import { PRODUCT_NAME } from '@shared/brand';
import { unsubscribeToken, userOfUnsubscribeToken } from '../mail';

/** The list news links are signed for (api/features/mail/unsubscribe.ts): they stop news only. */
const NEWS_LIST = 'news';

/** Mounted at /api/mail/news/unsubscribe. */
export const NEWS_UNSUBSCRIBE_PATH = '/api/mail/news/unsubscribe';

export const newsUnsubscribeUrl = (deps: Pick<Deps, 'config' | 'jwtSecret'>, userId: number) =>
  `${deps.config.appUrl}${NEWS_UNSUBSCRIBE_PATH}/${unsubscribeToken(deps.jwtSecret, userId, NEWS_LIST)}`;

export const userOfNewsToken = (secret: string, token: string) => userOfUnsubscribeToken(secret, token, NEWS_LIST);

export function newsMail(deps: Pick<Deps, 'config' | 'jwtSecret'>, to: { id: number; email: string }, draft: { subject: string; body: string }): Mail {
  const url = newsUnsubscribeUrl(deps, to.id);
  return {
    to: to.email,
    subject: draft.subject,
    text: [
      draft.body.replace(/\r\n?/g, '\n').trimEnd(),
      '',
      '--',
      `You get this e-mail because you have a ${PRODUCT_NAME} account with news on. To stop news e-mails (receipts and account e-mails still come), unsubscribe: ${url}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The Message-ID and outbox file of one recipient's copy: a second try names the same message. */
export const newsMailId = (broadcastId: number, recipientId: number) => `news-${String(broadcastId).padStart(8, '0')}-${String(recipientId).padStart(10, '0')}`;
