import { screen } from '@testing-library/react';
import type { RuntimeConfig } from '@receipts/shared';
import { resetRuntimeConfigForTests } from '../../runtime-config';
import { renderAt } from '../../../testing/test-utils';
import { AboutPage } from './about-page';

const config: RuntimeConfig = {
  apiBaseUrl: '/api',
  environment: 'test',
  firebase: null,
  contact: {
    email: 'hello@receipts.test',
    socials: [
      { label: 'X (@receiptsapp)', url: 'https://x.com/receiptsapp' },
      { label: 'Instagram (@receiptsapp)', url: 'https://instagram.com/receiptsapp' },
    ],
  },
};

beforeEach(() => {
  resetRuntimeConfigForTests();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => config })) as unknown as typeof fetch;
});

describe('AboutPage', () => {
  it('states the mission, what sets Receipts apart and the four steps', async () => {
    renderAt(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What sets Receipts apart' })).toBeInTheDocument();
    const steps = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(steps).toEqual(['Make the call', 'Back it up', 'Track results', 'Build reputation']);
    await screen.findByRole('link', { name: 'hello@receipts.test' });
  });

  it('shows the contact address and two social accounts from the runtime config', async () => {
    renderAt(<AboutPage />, { path: '/about' });
    expect(await screen.findByRole('link', { name: 'hello@receipts.test' })).toHaveAttribute('href', 'mailto:hello@receipts.test');
    expect(screen.getByRole('link', { name: 'X (@receiptsapp)' })).toHaveAttribute('href', 'https://x.com/receiptsapp');
    expect(screen.getByRole('link', { name: 'Instagram (@receiptsapp)' })).toHaveAttribute('target', '_blank');
    expect(global.fetch).toHaveBeenCalledWith('/runtime-config.json', expect.anything());
  });

  it('links to Terms and Privacy', async () => {
    renderAt(<AboutPage />, { path: '/about' });
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await screen.findByRole('link', { name: 'hello@receipts.test' });
  });

  it('says so when the contact details cannot be loaded', async () => {
    global.fetch = jest.fn(async () => ({ ok: false, status: 503 })) as unknown as typeof fetch;
    renderAt(<AboutPage />, { path: '/about' });
    expect(await screen.findByText('Contact details are unavailable right now.')).toBeInTheDocument();
  });
});
