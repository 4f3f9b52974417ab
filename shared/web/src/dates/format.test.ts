import { formatDate, formatRecent, formatStatementDate, formatTimeLeft } from './format';

describe('formatDate', () => {
  it("formats statement dates like 'MMM d, yyyy • h:mm a' in local time", () => {
    expect(formatStatementDate(new Date(2026, 0, 5, 15, 7).toISOString())).toBe('Jan 5, 2026 • 3:07 PM');
    expect(formatStatementDate(new Date(2026, 10, 22, 0, 30).toISOString())).toBe('Nov 22, 2026 • 12:30 AM');
    expect(formatStatementDate(new Date(2026, 5, 1, 12, 0).toISOString())).toBe('Jun 1, 2026 • 12:00 PM');
  });

  it('formats days, months and event dates', () => {
    const date = new Date(2026, 0, 5, 15, 7);
    expect(formatDate(date, 'date')).toBe('Jan 5, 2026');
    expect(formatDate(date.toISOString(), 'month')).toBe('January 2026');
    expect(formatDate(date, 'eventDate')).toBe('2026-01-05');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatStatementDate('2026-13-45T99:00:00Z')).toBe('');
  });
});

describe('formatTimeLeft', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('says how long is left in the largest whole unit, rounded down', () => {
    expect(formatTimeLeft('2026-11-28T13:00:00Z', now)).toBe('3 days');
    expect(formatTimeLeft('2026-11-25T17:59:00Z', now)).toBe('5 hours');
    expect(formatTimeLeft('2026-11-25T12:12:30Z', now)).toBe('12 minutes');
  });

  it('gives an empty string once the moment has passed, or for no date', () => {
    expect(formatTimeLeft('2026-11-25T12:00:00Z', now)).toBe('');
    expect(formatTimeLeft('2026-11-20T12:00:00Z', now)).toBe('');
    expect(formatTimeLeft(null, now)).toBe('');
    expect(formatTimeLeft('soon', now)).toBe('');
  });
});

describe('calendar days', () => {
  it('reads a YYYY-MM-DD day as that day, in every format that shows one', () => {
    expect(formatDate('2026-01-05', 'date')).toBe('Jan 5, 2026');
    expect(formatDate('2026-01-05', 'weekday')).toBe('Mon, Jan 5');
    expect(formatDate('2026-12-31', 'date')).toBe('Dec 31, 2026');
  });
});

describe('formatRecent', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('reads a date of the last week as time ago, in the largest whole unit', () => {
    expect(formatRecent('2026-11-25T11:59:31Z', now)).toBe('just now');
    expect(formatRecent('2026-11-25T12:00:20Z', now)).toBe('just now'); // a clock a few seconds ahead
    expect(formatRecent('2026-11-25T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatRecent('2026-11-25T11:15:00Z', now)).toBe('45 minutes ago');
    expect(formatRecent('2026-11-25T06:59:00Z', now)).toBe('5 hours ago');
    expect(formatRecent('2026-11-24T11:00:00Z', now)).toBe('1 day ago');
    expect(formatRecent('2026-11-18T12:00:01Z', now)).toBe('6 days ago');
  });

  it('reads older (and future) dates in the full date and time format', () => {
    expect(formatRecent('2026-11-18T12:00:00Z', now)).toBe(formatStatementDate('2026-11-18T12:00:00Z'));
    expect(formatRecent('2025-03-05T12:30:00Z', now)).toBe(formatStatementDate('2025-03-05T12:30:00Z'));
    expect(formatRecent('2026-11-26T12:00:00Z', now)).toBe(formatStatementDate('2026-11-26T12:00:00Z'));
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatRecent(null, now)).toBe('');
    expect(formatRecent('', now)).toBe('');
    expect(formatRecent('not a date', now)).toBe('');
  });
});
