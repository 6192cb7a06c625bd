// A push service stand-in for the fan-out benchmark, in its own process: it answers 201 to
// every push, checks the headers of each and fully decrypts one in a hundred (doing all 10,000
// would make the stand-in, not the server, the bottleneck on a 2-core machine), and reports.
import fs from 'node:fs';
import { startPushStandIn } from '../api/test/push-stand-in';

const [count, outFile] = process.argv.slice(2);
const standIn = await startPushStandIn({ sampleEvery: 100 });
const subs = Array.from({ length: Number(count) }, () => standIn.subscription(201));
fs.writeFileSync(outFile, JSON.stringify({ origin: standIn.origin, subs }));
process.on('message', (m) => {
  if (m === 'stats') process.send?.({ received: standIn.count(), errors: standIn.errors.slice(0, 5) });
});
process.send?.('ready');
