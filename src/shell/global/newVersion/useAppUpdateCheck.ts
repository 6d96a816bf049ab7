import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { appConfig } from '../../../appConfig';
import { reloadPage } from '../browserNavigation';
import { usePopups } from '../popups/usePopups';
import { fetchServedVersion } from './servedVersion';
import { registerUpdateServiceWorker, removeServiceWorkers } from './serviceWorkers';
import { recordUnrecoverableUpdateError } from './unrecoverableUpdateError';
import { createUpdateChecker, type Timers, type UpdateChecker } from './updateChecker';

const browserTimers: Timers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export interface AppUpdate {
  isNewVersionAvailable: boolean;
  delay(): void;
  refresh(): void;
}

/** Runs the update checks of spec 4.7 for as long as the console is open. */
export function useAppUpdateCheck(): AppUpdate {
  const translate = useTranslate();
  const { showError } = usePopups();
  const [isNewVersionAvailable, setNewVersionAvailable] = useState(false);
  const checker = useRef<UpdateChecker>(undefined);

  const openUnrecoverableErrorPopup = useEffectEvent(() => {
    recordUnrecoverableUpdateError(window.localStorage, new Date());
    const popup = { title: translate('global.updateError.title'), message: translate('global.updateError.message'), confirmLabel: translate('global.updateError.reload'), closePrevious: true };
    showError(popup).then((outcome) => outcome === 'confirmed' && reloadPage());
  });

  useEffect(() => {
    const { version, appUpdateCheckIntervalSeconds } = appConfig();
    const updateChecker = createUpdateChecker({
      loadedVersion: version,
      intervalSeconds: appUpdateCheckIntervalSeconds,
      timers: browserTimers,
      fetchServedVersion,
      registerServiceWorker: registerUpdateServiceWorker,
      removeServiceWorkers,
      onNewVersion: () => setNewVersionAvailable(true),
      onUnrecoverableError: () => openUnrecoverableErrorPopup(),
    });
    checker.current = updateChecker;
    // Spec 9 counts the delays from the page's load.
    const start = () => updateChecker.start();
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      window.removeEventListener('load', start);
      updateChecker.stop();
    };
  }, []);

  return {
    isNewVersionAvailable,
    delay: () => {
      setNewVersionAvailable(false);
      checker.current?.delay();
    },
    refresh: reloadPage,
  };
}
