import { render, screen } from '@testing-library/react';
import { inlineBootData, removeInlineBootData, TEST_CONFIG } from '../../../testing/boot-files';
import { forgetBootData, loadBootData } from '../../../federation';
import { EnvironmentCard } from './environment-card';

afterEach(() => {
  forgetBootData();
  removeInlineBootData();
});

describe('EnvironmentCard (/auth-check)', () => {
  it("shows each remote's served version, the canary it is on, and the browser's seed", async () => {
    inlineBootData({
      config: TEST_CONFIG,
      seed: 17,
      remotes: {
        mfe_feed: { manifest: '/remotes/mfe-feed/mf-manifest.json', version: '0.1.0', area: 'feed' },
        mfe_directory: {
          manifest: '/deploys/mfe-directory/1.0.0-abcdef1234/mf-manifest.json',
          version: '1.0.0',
          area: 'directory',
          canary: { manifest: '/deploys/mfe-directory/2.0.0-abcdef1234/mf-manifest.json', version: '2.0.0', percent: 20 },
        },
        mfe_create: {
          manifest: '/deploys/mfe-create/1.0.0-abcdef1234/mf-manifest.json',
          version: '1.0.0',
          area: 'create form',
          canary: { manifest: '/deploys/mfe-create/2.0.0-abcdef1234/mf-manifest.json', version: '2.0.0', percent: 10 },
        },
      },
    });
    await loadBootData(document, jest.fn());
    render(<EnvironmentCard />);
    const facts = screen.getByLabelText('Environment');
    expect(facts).toHaveTextContent('Canary seed17');
    expect(facts).toHaveTextContent('mfe_feed (feed)0.1.0');
    // Seed 17 falls in the directory's 20% canary, not in the create form's 10%.
    expect(facts).toHaveTextContent('mfe_directory (directory)2.0.0 (canary)');
    expect(facts).toHaveTextContent('mfe_create (create form)1.0.0 (stable)');
    // Only the remotes the site serves: the shell has no list of its own to compare with.
    expect(facts).not.toHaveTextContent('mfe_profile');
  });

  it('shows nothing before the page has read its boot data', () => {
    const { container } = render(<EnvironmentCard />);
    expect(container).toBeEmptyDOMElement();
  });
});
