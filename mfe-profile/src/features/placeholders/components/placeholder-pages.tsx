import { Page } from '@receipts/shared';

/** Spec §2.1: navigation targets whose content is not described; heading only for now. */
export const AnalystProgramPage = () => <Page title="Analyst Program" />;
export const DashboardPage = () => <Page title="Dashboard" />;
