// The learner's IANA time zone travels on every call (x-time-zone); servers use it for streak days.

/** The browser's IANA time zone, or undefined when the runtime cannot tell. */
export function currentTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** `{ 'x-time-zone': … }` when the zone is known, else no headers. */
export function timeZoneHeaders(): Record<string, string> {
  const zone = currentTimeZone();
  return zone ? { 'x-time-zone': zone } : {};
}
