/** Where verification codes go: a provider over HTTPS, or the server log by default. */
export type Sms = {
  /** `to` is in international (E.164) form. Rejects when the message was not accepted. */
  send(to: string, text: string): Promise<void>;
};
