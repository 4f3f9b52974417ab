import { useCachedData, usersApi } from '@receipts/shared';

export const trackRecordKey = (username: string) => `user-record:${username}`;

/** A user's all-time track record, public, through the shared query cache. */
export const useTrackRecord = (username: string) => useCachedData(trackRecordKey(username), () => usersApi.record(username));
