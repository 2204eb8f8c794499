import { Component, type ErrorInfo, type ReactNode } from "react";
import { logError } from "../api/errors";
import { ErrorFallback } from "./ErrorFallback";

interface State {
  failed: boolean;
}

/** Catches render errors below it and offers Try Again instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode; resetKey?: string; where?: string }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    logError(error, { componentStack: info.componentStack, ...(this.props.where ? { where: this.props.where } : {}) });
  }

  componentDidUpdate(previous: { resetKey?: string }): void {
    // Navigating elsewhere gives the new page a fresh start.
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  render(): ReactNode {
    if (this.state.failed) return <ErrorFallback onRetry={() => this.setState({ failed: false })} />;
    return this.props.children;
  }
}
