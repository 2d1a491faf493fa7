import { lazy, Suspense } from 'react';

// Loaded only when something fails, so the first page does not carry its UI.
const RouteErrorView = lazy(() => import('./route-error-view.tsx'));

/** The root route's error boundary. */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <RouteErrorView />
    </Suspense>
  );
}

/** While the first screen's code arrives. */
export function RouteLoading() {
  return null;
}
