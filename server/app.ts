import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerAccessControl } from './access';
import { accountRoutes } from './auth/accountRoutes';
import { devRoutes } from './auth/devRoutes';
import { impersonationRoutes } from './auth/impersonation';
import { passwordRoutes } from './auth/passwordRoutes';
import { signInRoutes } from './auth/signInRoutes';
import { ssoRoutes } from './auth/ssoRoutes';
import type { AppContext } from './context';
import { registerErrorHandling } from './errors';
import { lazyValidators } from './lazyValidators';
import { loggerOptions } from './logRedaction';
import { registerOriginCheck } from './originCheck';
import { registerControlCharacterCheck } from './controlCharacterCheck';
import { busLookupRoutes } from './routes/busLookup';
import { studentServiceRoutes } from './routes/studentService';
import { addressLookupRoutes } from './routes/addressLookup';
import { routeSheetRoutes } from './routes/routeSheet';
import { driverDaySheetRoutes } from './routes/driverDaySheet';
import { accessManagementRoutes } from './routes/accessManagement';
import { accountingRefreshRoutes } from './routes/accountingRefresh';
import { charterLoginRoutes } from './routes/charterLogin';
import { charterTripRoutes } from './routes/charterTrips';
import { contentMetadataRoutes } from './routes/contentMetadata';
import { dashboardRoutes } from './routes/dashboard';
import { districtGradeRoutes } from './routes/districtGrades';
import { employeePermissionRoutes } from './routes/employeePermissions';
import { healthRoutes } from './routes/health';
import { crudRoutes } from './resources/crudRoutes';
import { openApiDocument } from './resources/openApi';
import { RESOURCES } from '../resources';
import { profileRoutes } from './routes/profile';
import { profilePhotoRoutes } from './routes/profilePhoto';
import { liveSnapshotRoutes } from './routes/liveSnapshot';
import { rideDetailRoutes } from './routes/rideDetails';
import { ridershipRoutes } from './routes/ridership';
import { selfHostedMapRoutes } from './routes/selfHostedMap';
import { rideContentRoutes } from './routes/rideContent';
import { preparedReportRoutes } from './routes/preparedReports';
import { reportRoutes } from './routes/reports';
import { ridershipReportRoutes } from './routes/ridershipReport';
import { rideBulkRoutes } from './routes/rideBulk';
import { rideIdsRoutes } from './routes/rideIds';
import { rideLookupRoutes } from './routes/rideLookup';
import { telematicsRoutes } from './routes/telematics';
import { timesheetBulkRoutes } from './routes/timesheetBulk';
import { rosterImportRoutes } from './routes/rosterImports';
import { telemetryRoutes } from './routes/telemetry';
import { workQueueRoutes } from './routes/workQueue';
import { savedViewRoutes } from './routes/savedViews';
import { ssoSettingsRoutes } from './routes/settings/ssoSettingsRoutes';
import { standbyConfigurationRoutes } from './routes/settings/standbyConfigurationRoutes';
import { driverDocumentSettingsRoutes } from './routes/settings/driverDocumentSettingsRoutes';
import { explorerRoutes } from './routes/routeExplorer/explorerRoutes';
import { waiverRoutes } from './routes/routeExplorer/waiverRoutes';
import { routeManagementRoutes } from './routes/routeExplorer/routeManagementRoutes';
import { registerSecurityHeaders } from './securityHeaders';
import type { PageRenderer } from './ssr/pageRenderer';
import { webApp } from './web';

export interface AppOptions extends AppContext {
  /** The built web app; defaults to dist/ in the working folder. */
  distDir?: string;
  /** Draws console pages on the server (see ssr/); without it the browser draws every page. */
  pageRenderer?: PageRenderer;
  logger?: boolean;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** The hand-written API areas; the declared entities follow, from one route factory. */
const ROUTE_PLUGINS = [
  healthRoutes, signInRoutes, ssoRoutes, passwordRoutes, accountRoutes, devRoutes, profileRoutes, profilePhotoRoutes, impersonationRoutes,
  workQueueRoutes, savedViewRoutes, districtGradeRoutes, telemetryRoutes, rideLookupRoutes, rideIdsRoutes, rideDetailRoutes, ridershipRoutes, liveSnapshotRoutes, dashboardRoutes, telematicsRoutes,
  charterLoginRoutes, contentMetadataRoutes, rideContentRoutes, reportRoutes, preparedReportRoutes, ridershipReportRoutes,
  busLookupRoutes, selfHostedMapRoutes, studentServiceRoutes, routeSheetRoutes, driverDaySheetRoutes, addressLookupRoutes,
  charterTripRoutes,
  accessManagementRoutes, employeePermissionRoutes,
  ssoSettingsRoutes, standbyConfigurationRoutes, driverDocumentSettingsRoutes,
  explorerRoutes, waiverRoutes, routeManagementRoutes,
  timesheetBulkRoutes, accountingRefreshRoutes, rideBulkRoutes, rosterImportRoutes,
];

/** One portal (admin, vendor or enterprise) as a Fastify app; `main.ts` decides which ones listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, role, mailer, live, positions, lifecycle } = options;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel, role),
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: false,
    // Types are checked, not coerced, and unknown fields refused: bad input is named, never guessed at.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    schemaController: { compilersFactory: { buildValidator: lazyValidators() } },
  });
  const context: AppContext = { config, database, role, mailer, live, positions, lifecycle };
  registerErrorHandling(app);
  registerSecurityHeaders(app, { publicUrl: config.publicUrls[role], googleMaps: config.googleMaps, mapHosts: config.maps.hosts });
  registerOriginCheck(app, Object.values(config.publicUrls));
  registerControlCharacterCheck(app);
  await app.register(fastifyCookie);
  registerAccessControl(app, context);
  for (const routes of ROUTE_PLUGINS) await app.register(routes, context);
  for (const resource of RESOURCES) await app.register(crudRoutes, { ...context, resource });
  const apiDocument = openApiDocument(RESOURCES, config.productName, config.version);
  app.get('/api/docs', { config: { access: 'public' } }, async () => apiDocument);
  // Not encapsulated: its not-found handler answers for the whole portal.
  await webApp(app, { ...context, distDir: options.distDir ?? path.resolve('dist'), pageRenderer: options.pageRenderer });
  return app;
}
