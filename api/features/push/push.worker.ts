// The push worker thread: takes { id, targets, payload } and answers { id, outcome }.
import { parentPort, workerData } from 'node:worker_threads';
import { createDelivery, type DeliveryConfig, type PushTarget } from './push.delivery';

const delivery = createDelivery(workerData as DeliveryConfig);

parentPort!.on('message', async (m: { id: number; targets: PushTarget[]; payload: string } | 'close') => {
  if (m === 'close') {
    delivery.close();
    parentPort!.close();
    return;
  }
  parentPort!.postMessage({ id: m.id, outcome: await delivery.deliver(m.targets, m.payload) });
});
