import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '@/app/error-screen.tsx';

interface State {
  failed: boolean;
}

/**
 * docs/product-spec.md §4: an uncaught render error shows the fallback screen until the
 * visitor chooses 'Return to Home'. The error is logged by the root's
 * onCaughtError (with its component stack), not here.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(_error: unknown, _info: ErrorInfo): void {
    // Logged by onCaughtError on the React root, which also sees the component stack.
  }

  private readonly returnHome = () => {
    // A full navigation: the failed tree may hold broken state, so start clean.
    window.location.assign('/');
  };

  override render() {
    return this.state.failed ? <ErrorScreen onReturnHome={this.returnHome} /> : this.props.children;
  }
}
