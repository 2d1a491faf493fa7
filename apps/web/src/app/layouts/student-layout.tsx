import { Outlet } from 'react-router';

/** Guard and navigation of the student area (issue 3). */
export function Component() {
  return (
    <main>
      <Outlet />
    </main>
  );
}
