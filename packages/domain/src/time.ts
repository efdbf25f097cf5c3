// Time units in milliseconds, defined once (issue 47): the domain's limits, the server's windows
// and the web's timers all count with these.

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A minute and a day in whole seconds, for what counts in seconds (Retry-After, SQL intervals). */
export const MINUTE_S = MINUTE_MS / SECOND_MS;
export const DAY_S = DAY_MS / SECOND_MS;
