import { recordLine } from '@receipts/shared/people';
import { useTrackRecord } from '../../track-record';

/**
 * A profile's predictions summed up in words ("7 correct · 3 incorrect · 70%", all time), from the same cached
 * record the track record card reads (one request for both). Nothing while it loads or when it cannot be read:
 * the track record card says so.
 */
export function RecordLine({ username }: { username: string }) {
  const { state } = useTrackRecord(username);
  if (state.status !== 'success') return null;
  return (
    <p className="profile-record-line" style={{ margin: '0 0 4px', fontWeight: 600 }}>
      Record: {recordLine(state.data.summary)}
    </p>
  );
}
