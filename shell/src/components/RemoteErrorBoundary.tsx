// Catches a remote that failed to load or crashed, so the rest of the app keeps working.
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (retry: () => void) => ReactNode;
  onRetry: () => void;
  /** Called once the failure is caught (its fallback is about to show). */
  onFailed?: (error: unknown) => void;
  children: ReactNode;
}

interface State {
  failed: boolean;
}

/** Error boundary with a retry callback. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote module failed:', error);
    this.props.onFailed?.(error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
