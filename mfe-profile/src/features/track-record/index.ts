export { TrackRecordCard } from './components/track-record-card';
export { trackRecordKey } from './hooks/use-track-record';
export { useTrackRecord } from './hooks/use-track-record';
