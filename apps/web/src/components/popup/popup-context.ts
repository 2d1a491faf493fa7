import { createContext, useContext } from 'react';

export type PopupType = 'error' | 'warning' | 'info' | 'success';

export interface PopupOptions {
  type: PopupType;
  title: string;
  message: string;
  /** Called when the popup closes (button, escape, or the success auto-close). */
  onClose?: () => void;
}

export interface PopupApi {
  show: (options: PopupOptions) => void;
  close: () => void;
}

export const PopupContext = createContext<PopupApi | null>(null);

/** Shows the app's one popup (docs/rules.md VAL-1): error, warning, info or success; success closes after 3 s. */
export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error('usePopup must be used inside <PopupProvider>');
  return api;
}
