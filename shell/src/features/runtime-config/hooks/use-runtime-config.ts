import { useEffect, useState } from 'react';
import type { RuntimeConfig } from '@receipts/shared';
import { loadRuntimeConfig } from '../api/load-runtime-config';

export type RuntimeConfigState = { status: 'loading' } | { status: 'ready'; config: RuntimeConfig } | { status: 'error' };

export function useRuntimeConfig(): RuntimeConfigState {
  const [state, setState] = useState<RuntimeConfigState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    loadRuntimeConfig().then(
      (config) => live && setState({ status: 'ready', config }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
