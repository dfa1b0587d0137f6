import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  onError: (error: Error) => void;
  children: ReactNode;
}

/** Catches a remote that throws while rendering, so it cannot take the shell down. */
export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[remotes] a remote failed while rendering:', error.message, info.componentStack ?? '');
    this.props.onError(error);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
