/** The one module this remote exposes (`./routes`): its pages, keyed by the paths it declares in src/route-patterns.json. */
import React from 'react';
import { authStore, registerRuntimeProbe, type RemoteRoutesModule } from '@receipts/shared';
import { CreateStatementPage } from './features/create-statement';

registerRuntimeProbe('mfe_create', { react: React, authStore });

export const pages: RemoteRoutesModule['pages'] = {
  '/predictions/new': CreateStatementPage,
  '/create-prediction': CreateStatementPage,
  '/opinions/new': CreateStatementPage,
  '/create-opinion': CreateStatementPage,
};

export default pages;
