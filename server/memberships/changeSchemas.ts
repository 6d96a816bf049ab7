import type { FastifyRequest } from 'fastify';
import { ALL_PERMISSIONS } from '../../permissions/catalogue';
import { objectSchema } from '../auth/schemas';
import type { ChangeOrigin } from './membershipChanges';

/** Request shapes of the permission calls; codes and template names are checked by name afterwards. */
export const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, required: ['id'] } as const;
const version = { type: 'integer', minimum: 1 } as const;

export const permissionChangeBody = objectSchema({
  version,
  permissions: { type: 'array', maxItems: ALL_PERMISSIONS.length, uniqueItems: true, items: { type: 'string', maxLength: 80 } },
  roleTemplate: { type: ['string', 'null'], maxLength: 80 },
}, ['version', 'permissions', 'roleTemplate']);

export const versionBody = objectSchema({ version }, ['version']);

export const originOf = (request: FastifyRequest, portal: string, via: string): ChangeOrigin => ({ portal, ip: request.ip, via });
