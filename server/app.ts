import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from './context';
import { registerErrorHandling } from './errors';
import { healthRoutes } from './routes/health';
import { registerSecurityHeaders } from './securityHeaders';
import { webApp } from './web';

export interface AppOptions extends AppContext {
  /** The built web app; defaults to dist/ in the working folder. */
  distDir?: string;
  logger?: boolean;
}

const MAX_BODY_BYTES = 1024 * 1024;

/** One portal (admin, vendor or enterprise) as a Fastify app; `main.ts` decides which ones listen. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database, role } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel, base: { portal: role } },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: false,
  });
  const context: AppContext = { config, database, role };
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(healthRoutes, context);
  // Not encapsulated: its not-found handler answers for the whole portal.
  await webApp(app, { ...context, distDir: options.distDir ?? path.resolve('dist') });
  return app;
}
