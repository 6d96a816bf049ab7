import { http } from 'msw';
import { accessHandlers } from './endpoints/accessHandlers';
import { busLookupHandlers } from './endpoints/busLookupHandlers';
import { studentServiceHandlers } from './endpoints/studentServiceHandlers';
import { charterTripHandlers } from './endpoints/charterTripHandlers';
import { contentHandlers } from './endpoints/contentHandlers';
import { dashboardHandlers } from './endpoints/dashboardHandlers';
import { liveHandlers } from './endpoints/liveHandlers';
import { refusal } from './endpoints/mockReplies';
import { performanceHandlers } from './endpoints/performanceHandlers';
import { ridershipHandlers } from './endpoints/ridershipHandlers';
import { resourceHandlers } from './endpoints/resourceHandlers';
import { rideBulkHandlers } from './endpoints/rideBulkHandlers';
import { rideDetailHandlers } from './endpoints/rideDetailHandlers';
import { rosterImportHandlers } from './endpoints/rosterImportHandlers';
import { rosterSyncHandlers } from './endpoints/rosterSyncHandlers';
import { routeExplorerHandlers } from './endpoints/routeExplorerHandlers';
import { savedViewHandlers } from './endpoints/savedViewHandlers';
import { sectionActionHandlers } from './endpoints/sectionActionHandlers';
import { sessionHandlers } from './endpoints/sessionHandlers';
import { settingsHandlers } from './endpoints/settingsHandlers';
import { workQueueHandlers } from './endpoints/workQueueHandlers';

/**
 * The API of mock API mode (VITE_MOCK_API=true, spec 1.7), served in the browser by MSW and to the
 * component tests by msw/node, over one mock operation made from the resource declarations
 * (records/mockStore.ts). The screens' own endpoints come first, then every declared resource's
 * REST routes; anything else is a 404, as the server answers it.
 */
export const handlers = [
  ...sessionHandlers,
  ...dashboardHandlers,
  ...performanceHandlers,
  ...ridershipHandlers,
  ...contentHandlers,
  ...workQueueHandlers,
  ...savedViewHandlers,
  ...accessHandlers,
  ...routeExplorerHandlers,
  ...busLookupHandlers,
  ...studentServiceHandlers,
  ...rideDetailHandlers, ...rideBulkHandlers,
  ...liveHandlers,
  ...settingsHandlers,
  ...charterTripHandlers,
  ...sectionActionHandlers,
  ...rosterImportHandlers,
  ...rosterSyncHandlers,
  ...resourceHandlers,
  http.all('/api/*', ({ request }) => refusal(404, `${request.method} ${new URL(request.url).pathname} is not an API of mock mode.`, 'NOT_FOUND')),
];
