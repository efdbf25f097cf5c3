import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config.js';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const KEYS_FILE = 'vapid-keys.json';

/**
 * The VAPID keys: from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or else made once and kept in
 * DATA_DIR/vapid-keys.json (mode 0600), so every subscription a browser made keeps working
 * after a restart. Two processes starting on one data directory agree: the file is created
 * exclusively, and whoever loses the race reads the winner's keys.
 */
export async function resolveVapidKeys(config: Config): Promise<VapidKeys> {
  const subject = config.push.vapidSubject;
  if (config.push.vapidPublicKey && config.push.vapidPrivateKey) {
    return {
      publicKey: config.push.vapidPublicKey,
      privateKey: config.push.vapidPrivateKey,
      subject,
    };
  }
  await mkdir(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, KEYS_FILE);
  const generated = webpush.generateVAPIDKeys();
  try {
    await writeFile(file, `${JSON.stringify(generated)}\n`, { mode: 0o600, flag: 'wx' });
    return { ...generated, subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
  if (typeof stored.publicKey !== 'string' || typeof stored.privateKey !== 'string') {
    throw new Error(`${file} does not hold VAPID keys; remove it to make new ones`);
  }
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}
