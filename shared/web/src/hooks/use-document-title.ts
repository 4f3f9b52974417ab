import { useEffect } from 'react';
import { documentTitle } from '@receipts/contract';

export { SITE_NAME, documentTitle } from '@receipts/contract';

/**
 * Per-page document titles: sets `document.title` to '<title> · Receipts' while the page is shown
 * and puts back the previous title when it goes. A page whose title is not known yet (loading) passes nothing.
 */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    if (!title) return undefined;
    const previous = document.title;
    document.title = documentTitle(title);
    return () => {
      document.title = previous;
    };
  }, [title]);
}
