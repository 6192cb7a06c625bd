import { describe, expect, it } from 'vitest';
import type { ReceiptDto } from '@shared/receipts';
import { RECEIPT_MESSAGES, receiptRow, receiptsError } from './receipt-view';

const receipt: ReceiptDto = {
  _id: 'r1',
  internalReceiptId: 'RCPT-0001',
  userId: { _id: 'u1', username: 'alice', email: 'alice@example.com' },
  username: 'alice_old',
  email: 'old@example.com',
  amount: 11.5,
  discount: null,
  currency: 'usd',
  plan: 'weekly',
  planName: 'Weekly',
  planDays: 7,
  receiptUrl: null,
  viewUrl: '/api/receipts/view/t',
  pdfUrl: '/api/receipts/view/t?format=pdf',
  periodStartsAt: '2026-01-06T02:30:00Z',
  periodEndsAt: '2026-01-13T02:30:00Z',
  renewing: null,
  gift: false,
  createdAt: '2026-01-06T02:30:00Z',
};

describe('receiptRow', () => {
  it('shows the live user, the amount and the New York date and time', () => {
    expect(receiptRow(receipt)).toEqual({
      key: 'r1',
      receiptId: 'RCPT-0001',
      user: 'alice',
      email: 'alice@example.com',
      plan: 'Weekly',
      amount: '$11.50',
      date: 'Jan 5, 2026',
      time: '9:30:00 PM EST',
    });
  });

  it('falls back to the name kept at payment time for a deleted account', () => {
    const row = receiptRow({ ...receipt, userId: null, amount: 20 });
    expect(row).toMatchObject({ user: 'alice_old', email: 'old@example.com', amount: '$20' });
  });
});

describe('receiptsError', () => {
  it('maps each failure to its sentence', () => {
    expect(receiptsError({ status: 200, body: '<html>' }, 'load')).toBe(RECEIPT_MESSAGES.unexpected);
    expect(receiptsError({ status: 500, body: { message: 'x' } }, 'refresh')).toBe(RECEIPT_MESSAGES.loadFailed);
    expect(receiptsError({ status: 0, body: null }, 'load')).toBe(RECEIPT_MESSAGES.fetchFailed);
    expect(receiptsError(new Error('x'), 'refresh')).toBe(RECEIPT_MESSAGES.refreshFailed);
  });
});
