// An error boundary that shows its fallback and logs what it caught. When that is a module
// that could not be fetched, it tries again by itself (when the browser is back online, or on
// a backing-off timer), so a screen that failed offline comes back without a reload.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { forgetFailedLoads, isModuleLoadError, whenModulesMayLoad } from '@/utils/module-loads';

interface Props {
  /** The fallback, given the retry that renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  /** The log line's opening words. */
  label: string;
  /** A new value renders the children afresh (a navigation). */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  resetKey: string | undefined;
}

export class RecoveringBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };
  private loadAttempts = 0;
  private cancelRetry: (() => void) | null = null;

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(this.props.label, error, info.componentStack);
    forgetFailedLoads();
    if (isModuleLoadError(error)) {
      this.cancelRetry?.();
      this.cancelRetry = whenModulesMayLoad(this.loadAttempts++, this.retry);
    }
  }

  override componentWillUnmount() {
    this.cancelRetry?.();
  }

  private retry = () => {
    this.cancelRetry?.();
    this.cancelRetry = null;
    this.setState({ error: null });
  };

  override render() {
    return this.state.error ? this.props.fallback(this.retry) : this.props.children;
  }
}
