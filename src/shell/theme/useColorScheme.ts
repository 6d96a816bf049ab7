import { useSyncExternalStore } from 'react';
import { layoutAsDrawn } from '../layout/layoutAsDrawn';
import { rememberColorScheme } from '../layout/layoutCookies';
import { COLOR_SCHEME_KEY, isColorSchemeChoice, schemeOf, SYSTEM_PREFERS_DARK, type ColorScheme, type ColorSchemeChoice } from './colorScheme';

const choiceListeners = new Set<() => void>();

/** The choice kept in this browser; the system's setting when none (or storage is out of reach). */
export function savedColorSchemeChoice(): ColorSchemeChoice {
  try {
    const saved = window.localStorage.getItem(COLOR_SCHEME_KEY);
    return isColorSchemeChoice(saved) ? saved : 'system';
  } catch {
    return 'system';
  }
}

const systemPrefersDark = () => window.matchMedia?.(SYSTEM_PREFERS_DARK).matches ?? false;

/** The scheme the console is drawn in now, in this browser. */
export const currentColorScheme = (): ColorScheme => schemeOf(savedColorSchemeChoice(), systemPrefersDark());

export const rememberCurrentColorScheme = (): void => rememberColorScheme(currentColorScheme());

export function chooseColorScheme(choice: ColorSchemeChoice): void {
  try {
    window.localStorage.setItem(COLOR_SCHEME_KEY, choice);
  } catch {
    // Storage out of reach: the choice holds for this page only.
  }
  rememberCurrentColorScheme();
  choiceListeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(SYSTEM_PREFERS_DARK);
  const onSystemChange = () => {
    rememberCurrentColorScheme();
    onChange();
  };
  choiceListeners.add(onChange);
  query?.addEventListener('change', onSystemChange);
  return () => {
    choiceListeners.delete(onChange);
    query?.removeEventListener('change', onSystemChange);
  };
}

/**
 * The console's colour scheme, following the choice and the system's setting. A page drawn on the
 * server is taken over in the scheme it was drawn in (hydration must see what the server saw), and
 * switches right after if this browser's differs.
 */
export function useColorScheme(): ColorScheme {
  return useSyncExternalStore(subscribe, currentColorScheme, () => layoutAsDrawn().colorScheme);
}

/** The choice as the profile menu shows it. */
export function useColorSchemeChoice(): ColorSchemeChoice {
  return useSyncExternalStore(subscribe, savedColorSchemeChoice, () => 'system');
}
