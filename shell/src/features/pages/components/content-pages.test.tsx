import { screen } from '@testing-library/react';
import { resetRuntimeConfigForTests } from '../../runtime-config';
import { renderAt } from '../../../testing/test-utils';
import { AdvertisePage } from './advertise-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

beforeEach(() => {
  resetRuntimeConfigForTests();
  global.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    json: async () => ({ contact: { email: 'ads@receipts.test', socials: [] } }),
  })) as unknown as typeof fetch;
});

describe('content pages', () => {
  it.each([
    ['Terms of Service', TermsPage, 'Not betting advice'],
    ['Privacy Policy', PrivacyPage, 'What we collect'],
    ['Advertise on Receipts', AdvertisePage, 'Why Receipts'],
  ])('%s has a title and real sections', async (title, Page, section) => {
    renderAt(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: section })).toBeInTheDocument();
    if (Page === AdvertisePage) {
      expect(await screen.findByRole('link', { name: 'ads@receipts.test' })).toBeInTheDocument();
    }
  });

  it('Terms and Privacy link to each other', () => {
    renderAt(<TermsPage />);
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
