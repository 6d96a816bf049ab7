import { createContext, useContext, useMemo } from 'react';
import { createPopupStore, type ErrorPopupOptions, type MessagePopupOptions, type PopupOutcome, type PopupStore } from './popupStore';

/**
 * The console's one popup store. The context only lets tests (or a nested area) use a store of their
 * own; without a provider every caller and the PopupHost share this one, so nothing has to wrap the app.
 */
export const consolePopups = createPopupStore();

export const PopupStoreContext = createContext<PopupStore>(consolePopups);

export interface Popups {
  showMessage(options: MessagePopupOptions): Promise<PopupOutcome>;
  showError(options: ErrorPopupOptions): Promise<PopupOutcome>;
}

export function usePopups(): Popups {
  const store = useContext(PopupStoreContext);
  return useMemo(() => ({ showMessage: store.showMessage, showError: store.showError }), [store]);
}
