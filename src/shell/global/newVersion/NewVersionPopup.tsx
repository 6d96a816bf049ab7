import { onDemand } from '../onDemand';
import { useAppUpdateCheck } from './useAppUpdateCheck';

const NewVersionDialog = onDemand(() => import('./NewVersionDialog').then((module) => module.NewVersionDialog));

/** Checks for a new version all along; its dialog is fetched when there is one. */
export function NewVersionPopup() {
  const { isNewVersionAvailable, delay, refresh } = useAppUpdateCheck();
  return isNewVersionAvailable ? <NewVersionDialog delay={delay} refresh={refresh} /> : null;
}
