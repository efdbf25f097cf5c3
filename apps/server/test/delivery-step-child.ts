import pino from 'pino';
import { createSmtpMail } from '../src/adapters/mail/smtp-mail.js';
import { loadConfig } from '../src/config.js';
import { connect } from '../src/db/client.js';
import { type DeliveryStep, deliverNotification } from '../src/modules/notifications/delivery.js';
import { deliverMail } from '../src/modules/outbox/outbox.js';

// A process that delivers one notification, or one queued mail (`mail:<id>`), over real SMTP
// and kills itself with SIGKILL right after the step it is told (jobs/kill-steps.test.ts): as a
// crash there would, it stops with nothing flushed, no transaction finished and no connection
// closed politely. Arguments: database URL, SMTP URL, id, step, lease in ms.

const [databaseUrl, smtpUrl, id, killAfter, leaseMs] = process.argv.slice(2);
if (!databaseUrl || !smtpUrl || !id || !killAfter || !leaseMs) {
  throw new Error('usage: delivery-step-child <database> <smtp> <id> <step> <leaseMs>');
}
const log = pino({ level: 'silent' });
const config = loadConfig({ DATA_DIR: '/nonexistent-forewarn', LOG_LEVEL: 'silent' });
const database = connect(databaseUrl, 'external');
const mail = createSmtpMail({ url: smtpUrl, from: 'Forewarn <no-reply@forewarn.test>', log });
const afterStep = (step: DeliveryStep) => {
  if (step === killAfter) process.kill(process.pid, 'SIGKILL');
};
if (id.startsWith('mail:')) {
  await deliverMail({ database, mail, config }, id.slice('mail:'.length), {
    leaseMs: Number(leaseMs),
    afterStep,
  });
} else {
  await deliverNotification({ database, mail, config }, id, {
    leaseMs: Number(leaseMs),
    afterStep: (step: DeliveryStep) => afterStep(step),
  });
}
// Not reached when the step was one of the three.
await database.close();
