import { userMessage } from '../../lib/api-client.ts';
import type { PopupOptions } from './popup-context.ts';

/** The error popup of a request that failed: `title`, then what the server said, else `fallback`. */
export const failurePopup = (title: string, err: unknown, fallback: string): PopupOptions => ({
  type: 'error',
  title,
  message: userMessage(err, fallback),
});
