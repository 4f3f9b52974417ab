import { REMOTE_ROUTES } from '@receipts/shared';
import { pages } from './routes';

describe('mfe_admin_avatar routes contract', () => {
  it('exposes exactly the paths the shell routes to this remote', () => {
    expect(Object.keys(pages).sort()).toEqual([...REMOTE_ROUTES.mfe_admin_avatar].sort());
  });
});
