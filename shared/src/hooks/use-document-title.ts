import { useEffect } from 'react';

export const SITE_NAME = 'Receipts';

/** 'Predictions · Receipts'; just 'Receipts' without a page title. */
export const documentTitle = (title?: string | null): string => (title ? `${title} · ${SITE_NAME}` : SITE_NAME);

/**
 * Per-page document titles (issue 13): sets `document.title` to '<title> · Receipts' while the page is shown
 * and puts back the previous title when it goes. A page whose title is not known yet (loading) passes nothing.
 */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = documentTitle(title);
    return () => { document.title = previous; };
  }, [title]);
}
