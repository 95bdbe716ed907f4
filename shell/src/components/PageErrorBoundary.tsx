// The page's last line of defence: a screen of the shell itself that throws while rendering shows a
// friendly error instead of a blank page (remote areas have their own boundary, RemoteModule's).
// The data router used to catch this with its default error page; the declarative one catches nothing.
import { Component, type ReactNode } from 'react';
import { ChefIcon, ErrorState } from '@fff/ui';

interface Props {
  /** The address: a navigation elsewhere clears the error, as a fresh screen may render fine. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: string;
}

/** Error boundary around the routes, cleared on navigation or 'Try again'. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    console.error('A screen failed:', error);
  }

  private retry = () => this.setState({ failed: false });

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorState
        icon={<ChefIcon decorative />}
        title="Something went wrong in the kitchen."
        onRetry={this.retry}
      >
        This screen could not be shown.
      </ErrorState>
    );
  }
}
