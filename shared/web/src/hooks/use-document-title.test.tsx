import '@testing-library/jest-dom';
import { render } from '@testing-library/react';
import { Page } from '../ui/page';
import { documentTitle, useDocumentTitle } from './use-document-title';

function Titled({ title }: { title?: string | null }) {
  useDocumentTitle(title);
  return null;
}

beforeEach(() => {
  document.title = 'Receipts';
});

describe('useDocumentTitle', () => {
  it("titles the page '<title> · Receipts' and restores the previous title afterwards", () => {
    const { rerender, unmount } = render(<Titled title="Predictions" />);
    expect(document.title).toBe('Predictions · Receipts');
    rerender(<Titled title="Chiefs three-peat" />);
    expect(document.title).toBe('Chiefs three-peat · Receipts');
    unmount();
    expect(document.title).toBe('Receipts');
  });

  it('leaves the title alone while the page title is not known yet', () => {
    render(<Titled title={null} />);
    expect(document.title).toBe('Receipts');
    expect(documentTitle()).toBe('Receipts');
  });

  it('is applied by every <Page>', () => {
    render(<Page title="Predictions" />);
    expect(document.title).toBe('Predictions · Receipts');
  });
});
