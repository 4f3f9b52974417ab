/** Every job's queue name: the mail plugin and the routes queue by these, the definitions handle them. */
export const JOB = {
  trendingDecay: 'trending-decay',
  mail: 'mail',
  cleanup: 'cleanup-expired',
  trackRecordRoll: 'track-record-roll',
  notificationFanout: 'notification-fanout',
  notificationDigest: 'notification-digest',
  boardRefresh: 'board-refresh',
} as const;
