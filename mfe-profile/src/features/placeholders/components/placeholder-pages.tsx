import { Page } from '@receipts/shared';

/** A navigation target whose content is not described yet; heading only for now. */
export const DashboardPage = () => <Page title="Dashboard" />;
