import { Component, type ReactNode } from 'react';
import { Button } from '@receipts/shared';

interface Props {
  area: string;
  onRetry: () => void;
  children: ReactNode;
}

/** Contains a remote's failure to its own area: the top bar, sidebar and other areas keep working. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error(`[receipts] ${this.props.area} failed to load`, error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="rc-page" role="alert" aria-live="assertive">
        <div className="rc-card" style={{ textAlign: 'center', padding: 32 }}>
          <h2 style={{ marginTop: 0 }}>This part of Receipts is taking a timeout</h2>
          <p className="rc-muted">
            We couldn&apos;t load the {this.props.area}. The rest of the site still works — try again in a moment.
          </p>
          <Button variant="primary" onClick={this.retry}>
            Retry
          </Button>
        </div>
      </section>
    );
  }
}
