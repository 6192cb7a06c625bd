// The push worker thread: takes { id, targets, payload } and answers { id, outcome }.
import os from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { createDelivery, type DeliveryConfig, type PushTarget } from './push.delivery';

// Linux keeps a nice value per thread: lowering this one's lets request handling win every
// contest for a core, so a fan-out takes only what the readers leave. (Elsewhere the call would
// lower the whole server's priority, so it is made on Linux only.)
if (process.platform === 'linux') {
  try {
    os.setPriority(os.constants.priority.PRIORITY_BELOW_NORMAL);
  } catch {
    // Not permitted here: the worker runs at normal priority.
  }
}

const delivery = createDelivery(workerData as DeliveryConfig);

parentPort!.on('message', async (m: { id: number; targets: PushTarget[]; payload: string } | 'close') => {
  if (m === 'close') {
    delivery.close();
    parentPort!.close();
    return;
  }
  parentPort!.postMessage({ id: m.id, outcome: await delivery.deliver(m.targets, m.payload) });
});
