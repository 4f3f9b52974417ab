/** The site's name and page-title format: the browser's tab titles and the server's HTML use the same. */
export const SITE_NAME = 'Receipts';
/** The description of shell/public/index.html, also the link-preview text of pages without their own. */
export const SITE_DESCRIPTION = "Receipts: sports fans' predictions and hot takes, tracked and ranked.";

/** 'Predictions · Receipts'; just 'Receipts' without a page title. */
export const documentTitle = (title?: string | null): string => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);
