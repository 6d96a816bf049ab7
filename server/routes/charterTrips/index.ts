import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { approvalPathRoutes } from './approvalPath';
import { tripDocumentRoutes } from './tripDocuments';
import { tripOutputRoutes } from './tripOutputs';
import { tripRideAssignmentRoutes } from './tripRideAssignments';

/**
 * What the charter trip sections need beyond their declared resources: a trip's sheet and status log,
 * its buses and approval documents written through it, and a district's approval path saved whole.
 */
export async function charterTripRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  for (const routes of [tripOutputRoutes, tripRideAssignmentRoutes, tripDocumentRoutes, approvalPathRoutes]) await app.register(routes, context);
}
