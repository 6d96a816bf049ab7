import type { FastifyInstance } from 'fastify';
import { tenantCondition } from '../../../permissions/defineAbility';
import type { Gate } from '../../../permissions/menu';
import { TENANT_COLUMNS } from '../../../permissions/tenantScopes';
import {
  DRIVER_DOCUMENT_TYPE_CODES, driverDocumentSettingsProblem, WARNING_DAYS, type DriverDocumentSettings, type DriverDocumentTypeSetting,
} from '../../../resources/settings/driverDocumentSettings';
import { accountAccessOf, type AccountAccess } from '../../access';
import { objectSchema } from '../../auth/schemas';
import { auditRequest } from '../../audit';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { idParam, inOneTransaction, refuseProblem, staleVersion, withinTenant } from './settingWrites';

const VIEW: Gate = [['view', 'driver-documents']];
const EDIT: Gate = [['edit', 'driver-documents']];
const vendorParams = objectSchema({ vendorId: idParam }, ['vendorId']);
const changeBody = objectSchema({
  types: {
    type: 'array', minItems: 1, maxItems: DRIVER_DOCUMENT_TYPE_CODES.length,
    items: objectSchema({ typeCode: { type: 'string', maxLength: 60 }, required: { type: 'boolean' }, warningDays: { type: 'integer' }, version: { type: ['integer', 'null'] } }, ['typeCode', 'required', 'warningDays', 'version']),
  },
}, ['types']);

type VendorParams = { Params: { vendorId: string } };

/**
 * Driver documents v2 settings: per vendor the caller may see, each document type's "required" and
 * warning window. A save lists the types it changes, each at the version it was read at; one stale
 * type refuses the whole save.
 */
export async function driverDocumentSettingsRoutes(app: FastifyInstance, context: AppContext): Promise<void> {
  const { db } = context.database;

  const vendorsOf = (access: AccountAccess) => db.selectFrom('vendors').select(['id', 'name'])
    .where(withinTenant(tenantCondition(access.account, TENANT_COLUMNS.vendors), 'vendors')).orderBy('name');
  const vendorNamed = async (access: AccountAccess, vendorId: number) => {
    const vendor = await vendorsOf(access).where('id', '=', vendorId).executeTakeFirst();
    if (!vendor) throw notFound('No such vendor.');
    return vendor;
  };
  const settingsOf = async (vendor: { id: number; name: string }): Promise<DriverDocumentSettings> => {
    const kept = new Map((await db.selectFrom('driverDocumentSettings').selectAll().where('vendorId', '=', vendor.id).execute()).map((row) => [row.typeCode, row]));
    const types = DRIVER_DOCUMENT_TYPE_CODES.map((typeCode): DriverDocumentTypeSetting => {
      const row = kept.get(typeCode);
      return { typeCode, required: row ? row.required === 1 : false, warningDays: row?.warningDays ?? WARNING_DAYS.default, version: row?.version ?? null };
    });
    return { vendor, types };
  };

  app.get('/api/settings/driver-documents/vendors', { config: { access: { gate: VIEW } } }, async (request) => vendorsOf(await accountAccessOf(request, context)).execute());

  app.get<VendorParams>('/api/settings/driver-documents/:vendorId', { config: { access: { gate: VIEW } }, schema: { params: vendorParams } }, async (request) =>
    settingsOf(await vendorNamed(await accountAccessOf(request, context), Number(request.params.vendorId))));

  app.put<VendorParams & { Body: { types: DriverDocumentTypeSetting[] } }>('/api/settings/driver-documents/:vendorId', {
    config: { access: { gate: EDIT } }, schema: { params: vendorParams, body: changeBody },
  }, async (request) => {
    const access = await accountAccessOf(request, context);
    const vendor = await vendorNamed(access, Number(request.params.vendorId));
    const { types } = request.body;
    refuseProblem(driverDocumentSettingsProblem(types));
    const current = new Map((await settingsOf(vendor)).types.map((type) => [type.typeCode, type]));
    if (types.some((type) => current.get(type.typeCode)?.version !== type.version)) throw staleVersion();
    const now = new Date().toISOString();
    await inOneTransaction(db, async (trx) => {
      for (const type of types) {
        const values = { required: type.required ? 1 as const : 0 as const, warningDays: type.warningDays, updatedByUserId: access.session.userId };
        const saved = type.version === null
          ? await trx.insertInto('driverDocumentSettings').values({ vendorId: vendor.id, typeCode: type.typeCode, ...values, createdAt: now, updatedAt: now }).returning('id').executeTakeFirstOrThrow()
          : await trx.updateTable('driverDocumentSettings').set({ ...values, version: type.version + 1, updatedAt: now })
            .where('vendorId', '=', vendor.id).where('typeCode', '=', type.typeCode).where('version', '=', type.version).returning('id').executeTakeFirst();
        if (!saved) throw staleVersion();
      }
      await auditRequest(trx, request, context, {
        action: 'update', entity: 'driver-document-settings', recordId: vendor.id, tenant: { kind: 'vendor', id: vendor.id },
        detail: { types: types.map(({ typeCode, required, warningDays }) => ({ typeCode, required, warningDays })) },
      });
    });
    return settingsOf(vendor);
  });
}
