import { onDemand } from '../global/onDemand';

/** The drawer outlet's panel: fetched the first time an address opens it, or ahead by a list whose rows open in it. */
export const SectionDrawer = onDemand(() => import('./SectionDrawer').then((module) => module.SectionDrawer));
