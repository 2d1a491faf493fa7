import { Outlet } from 'react-router';

/** Guard of the staff profile: any signed-in staff member (issue 3). */
export function Component() {
  return <Outlet />;
}
