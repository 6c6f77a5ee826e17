/**
 * Articles are dated today (the date is not stored: docs/SPEC.md, section 4.6), shown like
 * "November 22, 2026" whatever the visitor's locale, to match the rest of the English copy.
 */
const DISPLAY_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function formatPublishedDate(date: Date): string {
  return DISPLAY_FORMAT.format(date);
}

/** The same local calendar day as "YYYY-MM-DD", for `<time dateTime>`. */
export function toIsoDate(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
