import { Component, type ErrorInfo, type ReactNode } from 'react';
import { errorMessage } from './error-message.ts';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Wraps an island so a rendering failure shows a calm message instead of a blank area. */
export default class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Island failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="error-panel">
        <h2>Something went wrong</h2>
        <p>We hit an error while rendering this page.</p>
        <p className="error-panel__message">{errorMessage(this.state.error)}</p>
      </div>
    );
  }
}
