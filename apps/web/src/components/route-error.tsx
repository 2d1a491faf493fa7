import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';

// Loaded only when something fails, so the first page does not carry its UI.
const RouteErrorView = lazy(() => import('./route-error-view.tsx'));

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears a shown error. */
  resetKey: string;
}

/** Catches a screen that fails to render or to load, and offers to reload or go home. */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Error al mostrar la pantalla', error, info.componentStack);
  }

  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <Suspense fallback={null}>
        <RouteErrorView />
      </Suspense>
    );
  }
}
