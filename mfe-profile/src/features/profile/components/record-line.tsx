import { peekQuery, useQueryCacheVersion, type UserRecord } from '@receipts/shared';
import { recordLine } from '@receipts/shared/people';
import { trackRecordKey } from '../../track-record';

/**
 * A profile's predictions summed up in words ("7 correct · 3 incorrect · 70%", all time). It reads the record the
 * Track record card on the same page loaded (the shared query cache) and asks for nothing itself: no second request,
 * and nothing shown while the card loads or when it could not (the card says so).
 */
export function RecordLine({ username }: { username: string }) {
  useQueryCacheVersion();
  const record = peekQuery<UserRecord>(trackRecordKey(username));
  if (!record) return null;
  return (
    <p className="profile-record-line" style={{ margin: '0 0 4px', fontWeight: 600 }}>
      Record: {recordLine(record.summary)}
    </p>
  );
}
