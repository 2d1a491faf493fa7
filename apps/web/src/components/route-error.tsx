import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnceForNewBuild } from '../lib/stale-build.ts';

/** When even the error view's code cannot be fetched (the build it belongs to is gone): plain markup. */
function PlainErrorView() {
  return (
    <div role="alert" style={{ padding: 24, textAlign: 'center' }}>
      <h1>Algo salió mal</h1>
      <p>No pudimos mostrar esta página.</p>
      <button type="button" onClick={() => window.location.reload()} style={{ minHeight: 44, padding: '0 16px' }}>
        Recargar
      </button>
    </div>
  );
}

// Loaded only when something fails, so the first page does not carry its UI.
const RouteErrorView = lazy(() => import('./route-error-view.tsx').catch(() => ({ default: PlainErrorView })));

interface Props {
  children: ReactNode;
  /** A new value (the next page) clears a shown error. */
  resetKey: string;
}

/**
 * Catches a screen that fails to render or to load, and offers to reload or go home. A screen whose
 * code is gone because a new version was deployed reloads the page once, quietly, to get it.
 */
export class RouteErrorBoundary extends Component<Props, { error: unknown; key: string }> {
  override state = { error: null as unknown, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: { error: unknown; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnceForNewBuild()) return;
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
