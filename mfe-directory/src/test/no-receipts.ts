import { aPunditRecord, mockEndpoint } from '@receipts/testing';

/** Every detail page loads the pundit's record and receipts; these answer "none yet". */
export const noReceipts = [
  mockEndpoint('commentators', 'record', aPunditRecord()),
  mockEndpoint('podcasts', 'record', aPunditRecord({ pundit: { kind: 'podcast', slug: 'p', name: 'P', photo_url: null } })),
  mockEndpoint('shows', 'record', aPunditRecord({ pundit: { kind: 'show', slug: 's', name: 'S', photo_url: null } })),
  mockEndpoint('statements', 'list', []),
];
