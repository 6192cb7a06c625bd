// The web-push keys that sign every push (RFC 8292): from VAPID_* when set, else generated once
// and kept in the database, so every process and restart signs with the same pair.
import webpush from 'web-push';
import { getOrCreateSecret } from '../db/secrets';
import type { Db } from '#db/client';
import type { Clock } from '../clock';
import type { Config } from '../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export async function loadVapidKeys(deps: { config: Pick<Config, 'vapid'>; db: Db; clock: Clock }): Promise<VapidKeys> {
  if (deps.config.vapid) return deps.config.vapid;
  const json = await getOrCreateSecret(deps.db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()), deps.clock.now());
  return JSON.parse(json) as VapidKeys;
}
