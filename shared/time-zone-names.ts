/**
 * The zones the booking page's zone switch offers: every IANA zone the runtime knows, and `current`
 * even when that list spells it differently (Chromium still says "Asia/Katmandu").
 */
export function timeZoneChoices(current: string): string[] {
  const names = Intl.supportedValuesOf("timeZone");
  return names.includes(current) ? names : [current, ...names];
}

