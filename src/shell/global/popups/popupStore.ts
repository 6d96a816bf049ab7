/** Message and error popups (spec 2.11), held outside React so that any code may open one. */

/** Spec 2.11: a message popup has a title, a message and a confirm button. */
export interface MessagePopupOptions {
  title: string;
  message: string;
  /** The confirm button's text; "OK" when not given. */
  confirmLabel?: string;
}

export interface ErrorPopupOptions extends Omit<MessagePopupOptions, 'title'> {
  /** "Error" when not given. */
  title?: string;
  /** Shows the message alone, without a title bar. */
  hideHeader?: boolean;
  /** Dismisses every popup open before this one, so that only the error remains. */
  closePrevious?: boolean;
}

export interface OpenPopup {
  id: number;
  kind: 'message' | 'error';
  title?: string;
  message: string;
  confirmLabel?: string;
  hideHeader: boolean;
}

/** How a popup ended: its button, or Escape, a click outside, or a later error closing it. */
export type PopupOutcome = 'confirmed' | 'dismissed';

export interface PopupStore {
  showMessage(options: MessagePopupOptions): Promise<PopupOutcome>;
  showError(options: ErrorPopupOptions): Promise<PopupOutcome>;
  close(id: number, outcome: PopupOutcome): void;
  subscribe(listener: () => void): () => void;
  /** The open popups, oldest first; a new array after every change. */
  openPopups(): readonly OpenPopup[];
}

export function createPopupStore(): PopupStore {
  let popups: readonly OpenPopup[] = [];
  let nextId = 1;
  const settle = new Map<number, (outcome: PopupOutcome) => void>();
  const listeners = new Set<() => void>();

  const change = (next: readonly OpenPopup[]) => {
    popups = next;
    listeners.forEach((listener) => listener());
  };

  const open = (popup: Omit<OpenPopup, 'id'>, closePrevious: boolean) =>
    new Promise<PopupOutcome>((resolve) => {
      if (closePrevious) {
        for (const previous of popups) {
          settle.get(previous.id)?.('dismissed');
          settle.delete(previous.id);
        }
      }
      const id = nextId++;
      settle.set(id, resolve);
      change([...(closePrevious ? [] : popups), { ...popup, id }]);
    });

  return {
    showMessage: ({ title, message, confirmLabel }) => open({ kind: 'message', title, message, confirmLabel, hideHeader: false }, false),
    showError: ({ title, message, confirmLabel, hideHeader = false, closePrevious = false }) =>
      open({ kind: 'error', title, message, confirmLabel, hideHeader }, closePrevious),
    close(id, outcome) {
      const resolve = settle.get(id);
      if (!resolve) return;
      settle.delete(id);
      resolve(outcome);
      change(popups.filter((popup) => popup.id !== id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    openPopups: () => popups,
  };
}
