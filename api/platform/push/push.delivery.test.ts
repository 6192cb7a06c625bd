// The delivery of one push (push.delivery.ts): a kept-alive connection that the push service closes
// just as the next push goes out on it (its idle timeout) is no failed push: the push goes again at
// once on a new connection, as Node's documentation of `request.reusedSocket` advises.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import webpush from 'web-push';
import { afterAll, expect, it } from 'vitest';
import { browserKeys } from '../../test/push-stand-in';
import { createDelivery } from './push.delivery';

let answered = 0;
// Answers the first push on each connection; a second on the same connection finds it closed.
const server = http.createServer((req, res) => {
  req.resume();
  const socket = req.socket as typeof req.socket & { pushes?: number };
  socket.pushes = (socket.pushes ?? 0) + 1;
  if (socket.pushes > 1) {
    socket.destroy();
    return;
  }
  req.on('end', () => {
    answered++;
    res.writeHead(201).end();
  });
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
afterAll(() => new Promise((r) => server.close(r)));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

it('sends a push again on a new connection when the kept-alive one was closed under it', async () => {
  const vapid = webpush.generateVAPIDKeys();
  const delivery = createDelivery({ publicKey: vapid.publicKey, privateKey: vapid.privateKey, subject: 'mailto:admin@example.com', concurrency: 1, ttlSeconds: 60 });
  const target = (n: number) => ({ endpoint: `${origin}/push/${n}`, ...browserKeys() });
  try {
    expect(await delivery.deliver([target(1)], '{"title":"one"}')).toEqual({ delivered: 1, gone: [], retry: [] });
    // The second goes out on the connection the first left open, which the service then closes.
    expect(await delivery.deliver([target(2)], '{"title":"two"}')).toEqual({ delivered: 1, gone: [], retry: [] });
    expect(answered).toBe(2);
  } finally {
    delivery.close();
  }
});
