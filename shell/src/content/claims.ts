import type { Claim } from './types';

/** The three claims the spec makes for the consultancy. */
export const BUSINESSES_TRANSFORMED = 10;
export const CLIENT_SATISFACTION_PERCENT = 100;
export const SUPPORT_HOURS_PER_DAY = 24;
export const SUPPORT_DAYS_PER_WEEK = 7;

/** "24/7", used wherever the copy mentions round-the-clock support. */
export const SUPPORT_AVAILABILITY = `${SUPPORT_HOURS_PER_DAY}/${SUPPORT_DAYS_PER_WEEK}`;

export const claimsLabel = 'Our track record';

export const claims: readonly Claim[] = [
  { value: `${BUSINESSES_TRANSFORMED}+`, label: 'Businesses transformed' },
  { value: `${CLIENT_SATISFACTION_PERCENT}%`, label: 'Client satisfaction' },
  { value: SUPPORT_AVAILABILITY, label: 'Expert support' },
];
