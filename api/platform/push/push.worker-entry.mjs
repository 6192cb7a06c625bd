// Worker threads do not inherit the tsx loader on Node 20: register it, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./push.worker.ts');
