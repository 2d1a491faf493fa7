import { lazy, Suspense, useState } from 'react';
import { useNotifications } from '../../api/notifications.ts';
import { BellButton, bellLabel } from './bell-button.tsx';

// The list (Mantine's popover, focus trap and scroll area) is code no page shows at first: it loads
// with the first click on the bell, and opens at once.
const NotificationPopover = lazy(() =>
  import('./notification-popover.tsx').then((m) => ({ default: m.NotificationPopover })),
);

/** The bell of the student header: the unread count, and the list with "mark as read". */
export function NotificationBell() {
  const { data } = useNotifications();
  const [used, setUsed] = useState(false);
  const unread = data?.unread ?? 0;
  const bell = <BellButton unread={unread} label={bellLabel(unread)} onClick={() => setUsed(true)} />;
  if (!used) return bell;
  return (
    <Suspense fallback={bell}>
      <NotificationPopover />
    </Suspense>
  );
}
