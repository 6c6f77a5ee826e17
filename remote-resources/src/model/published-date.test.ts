import { formatPublishedDate, toIsoDate } from './published-date';

describe('published date', () => {
  it('reads like "November 22, 2026"', () => {
    expect(formatPublishedDate(new Date(2026, 10, 22, 9, 30))).toBe('November 22, 2026');
    expect(formatPublishedDate(new Date(2025, 0, 5))).toBe('January 5, 2025');
  });

  it('gives the same local day as an ISO date, padded', () => {
    expect(toIsoDate(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(toIsoDate(new Date(2025, 0, 5, 0, 0))).toBe('2025-01-05');
  });
});
