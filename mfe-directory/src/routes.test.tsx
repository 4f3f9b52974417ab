import React from 'react';
import { REMOTE_ROUTES, authStore } from '@receipts/shared';
import { pages } from './routes';

describe('mfe_directory routes contract', () => {
  it('exposes exactly the paths the shell routes to this remote', () => {
    expect(Object.keys(pages).sort()).toEqual([...REMOTE_ROUTES.mfe_directory].sort());
  });

  it('registers the React and auth store it got with the runtime probe', () => {
    expect(window.__RECEIPTS_RUNTIME__?.mfe_directory).toEqual({ react: React, authStore });
  });
});
