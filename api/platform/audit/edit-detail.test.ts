// The activity log's entry for an edit of the numbers: "changed: predictions" said
// nothing of the numbers. The entry holds each changed list as it was and as it is, so the log
// shows old and new numbers, and which pair a delete (an edit without it) took.
import { expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';

const ctx = await createTestContext();
const { call, makeUser } = ctx;
const admin = await makeUser('admin');
const as = { token: admin.token };

async function lastEntry() {
  const r = await call('GET', '/api/admin/audit?limit=1', as);
  return r.json[0] as { action: string; detail: Record<string, unknown> };
}

it('logs the changed pairs before and after; unchanged lists are not repeated', async () => {
  const body = {
    predictions: [
      { number1: '111', number2: '222' },
      { number1: '333', number2: '4444' },
    ],
    alternatives: [{ number1: '555', number2: '666' }],
  };
  const id = (await call('POST', '/api/predictions', { ...as, body })).json.prediction._id;

  const edit = await call('PUT', `/api/predictions/${id}`, {
    ...as,
    body: {
      predictions: [
        { number1: '111', number2: '229' },
        { number1: '333', number2: '4444' },
      ],
    },
  });
  expect(edit.status).toBe(200);
  const changed = await lastEntry();
  expect(changed).toMatchObject({
    action: 'prediction.edit',
    detail: { changed: ['predictions'], predictions: { before: ['111 - 222', '333 - 4444'], after: ['111 - 229', '333 - 4444'] } },
  });
  expect(changed.detail).not.toHaveProperty('alternatives');

  // The admin's × on a pair sends the list without it.
  await call('PUT', `/api/predictions/${id}`, { ...as, body: { alternatives: [], predictions: [{ number1: '333', number2: '4444' }] } });
  expect((await lastEntry()).detail).toMatchObject({
    changed: ['predictions', 'alternatives'],
    predictions: { before: ['111 - 229', '333 - 4444'], after: ['333 - 4444'] },
    alternatives: { before: ['555 - 666'], after: [] },
  });

  await call('PUT', `/api/predictions/${id}`, { ...as, body: { sharedContent: 'words only' } });
  const words = await lastEntry();
  expect(words.detail).toMatchObject({ changed: ['sharedContent'] });
  expect(words.detail).not.toHaveProperty('predictions');
});
