// The browser's IANA time zone, looked up off the main thread: the first use of Intl on a page
// loads ICU's data, 30 to 90 ms of a desktop's main thread and four times that on a phone
// (Lighthouse's total blocking time on a first visit). See detect-country.ts.
let zone: string | undefined;
try {
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
} catch {
  zone = undefined;
}
postMessage(zone ?? null);
