/** Where a feature request stands; staff move it. New requests start under review. */
export const FEATURE_REQUEST_STATUSES = ['under_review', 'planned', 'in_progress', 'shipped', 'declined'] as const;
export type FeatureRequestStatus = (typeof FEATURE_REQUEST_STATUSES)[number];

export const FEATURE_REQUEST_STATUS_LABELS: Record<FeatureRequestStatus, string> = {
  under_review: 'Under review',
  planned: 'Planned',
  in_progress: 'In progress',
  shipped: 'Shipped',
  declined: 'Declined',
};
