import { EVENT_DATE_IN_PAST, provideRuntimeConfig, type RuntimeConfig } from '@receipts/shared';
import { eventDateError, todayIn } from './event-date';

const at = (iso: string) => () => new Date(iso);

describe('todayIn', () => {
  it('is the calendar day in UTC by default', () => {
    expect(todayIn(undefined, at('2026-03-01T00:00:00Z'))).toBe('2026-03-01');
    expect(todayIn(undefined, at('2026-02-28T23:59:59Z'))).toBe('2026-02-28');
  });

  it("follows the server's TRACK_RECORD_TIME_ZONE from the runtime config the shell provides", () => {
    const config: RuntimeConfig = { apiBaseUrl: '/api', environment: 'test', firebase: null, contact: { email: '', socials: [] } };
    provideRuntimeConfig({ ...config, trackRecordTimeZone: 'Pacific/Kiritimati' });
    try {
      expect(todayIn(undefined, at('2026-02-28T10:00:00Z'))).toBe('2026-03-01');
      provideRuntimeConfig(config);
      expect(todayIn(undefined, at('2026-02-28T10:00:00Z'))).toBe('2026-02-28');
    } finally {
      provideRuntimeConfig(null);
    }
  });

  it('follows the time zone it is given', () => {
    expect(todayIn('America/New_York', at('2026-03-01T03:00:00Z'))).toBe('2026-02-28');
    expect(todayIn('Asia/Tokyo', at('2026-02-28T16:00:00Z'))).toBe('2026-03-01');
  });
});

describe('eventDateError', () => {
  it('refuses a day before today and accepts today, later days and no date', () => {
    expect(eventDateError('2026-02-28', '2026-03-01')).toBe(EVENT_DATE_IN_PAST);
    expect(eventDateError('2025-12-31', '2026-01-01')).toBe(EVENT_DATE_IN_PAST);
    expect(eventDateError('2026-03-01', '2026-03-01')).toBeNull();
    expect(eventDateError('2026-03-02', '2026-03-01')).toBeNull();
    expect(eventDateError('', '2026-03-01')).toBeNull();
  });
});
