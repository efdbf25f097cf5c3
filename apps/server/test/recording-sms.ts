import type { Sms } from '../src/adapters/sms/sms.js';

/** An SMS adapter that keeps what it was asked to send, so a test can read the code. */
export function createRecordingSms() {
  const sent: { to: string; text: string }[] = [];
  let failNext = false;
  const sms: Sms = {
    async send(to, text) {
      if (failNext) {
        failNext = false;
        throw new Error('provider down');
      }
      sent.push({ to, text });
    },
  };
  return {
    sms,
    sent,
    /** The 6-digit code of the last message to `to`. */
    lastCode(to: string): string {
      const text = sent.filter((m) => m.to === to).at(-1)?.text ?? '';
      const code = text.match(/\b(\d{6})\b/)?.[1];
      if (!code) throw new Error(`no code sent to ${to}`);
      return code;
    },
    failNextSend() {
      failNext = true;
    },
  };
}
