import { useContext, useSyncExternalStore } from 'react';
import { onDemand } from '../onDemand';
import { PopupStoreContext } from './usePopups';

const PopupDialog = onDemand(() => import('./PopupDialog').then((module) => module.PopupDialog));

/** Draws the open message and error popups, the newest on top. */
export function PopupHost() {
  const store = useContext(PopupStoreContext);
  const popups = useSyncExternalStore(store.subscribe, store.openPopups, store.openPopups);
  return popups.map((popup) => (
    <PopupDialog key={popup.id} popup={popup} onClose={(confirmed) => store.close(popup.id, confirmed ? 'confirmed' : 'dismissed')} />
  ));
}
