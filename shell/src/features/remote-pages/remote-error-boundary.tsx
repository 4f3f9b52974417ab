import { Component, Suspense, lazy, type ReactNode } from 'react';
import { Button, type RemoteName } from '@receipts/shared';
import { reportClientError } from '../client-errors/report-client-error';
import { RemoteVersionError } from '../../federation';

const VersionPanel = lazy(() => import(/* webpackChunkName: "version-panel" */ './version-panel'));

interface Props {
  area: string;
  remote: RemoteName;
  onRetry: () => void;
  children: ReactNode;
}

/** Errors that are a remote failing to load (the loader's), not a render going wrong. */
const loadFailures = new WeakSet<Error>();
export const markLoadFailure = (error: Error): Error => {
  loadFailures.add(error);
  return error;
};

/** Contains a remote's failure to its own area: the top bar, sidebar and other areas keep working. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[receipts] ${this.props.area} failed to load`, error);
    const kind = error instanceof RemoteVersionError ? 'version-refused' : loadFailures.has(error) ? 'remote-load' : 'render';
    reportClientError({ kind, remote: this.props.remote, error });
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (error instanceof RemoteVersionError) {
      return (
        <Suspense fallback={null}>
          <VersionPanel area={this.props.area} direction={error.direction} />
        </Suspense>
      );
    }
    return (
      <section className="rc-page" role="alert" aria-live="assertive">
        <div className="rc-card" style={{ textAlign: 'center', padding: 32 }}>
          <h2 style={{ marginTop: 0 }}>This part of Receipts is taking a timeout</h2>
          <p className="rc-muted">We couldn&apos;t load the {this.props.area}. The rest of the site still works — try again in a moment.</p>
          <Button variant="primary" onClick={this.retry}>
            Retry
          </Button>
        </div>
      </section>
    );
  }
}
