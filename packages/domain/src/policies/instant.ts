/** A moment in time: a Date (as the database returns it) or milliseconds since the epoch. */
export type Instant = Date | number;

export function toMs(instant: Instant): number {
  return typeof instant === 'number' ? instant : instant.getTime();
}
