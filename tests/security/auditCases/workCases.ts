import { REPORT_APIS } from '../../../resources/reports/performance';
import type { SsoSettings } from '../../../resources/settings/ssoSettings';
import type { StandbyConfiguration } from '../../../resources/settings/standbyConfiguration';
import type { DriverDocumentSettings } from '../../../resources/settings/driverDocumentSettings';
import { addDays, todayIn } from '../../../server/db/seed/calendar';
import type { SavedView } from '../../../resources/saved-views/savedViews';
import { by, type AuditBed, type AuditCase } from './auditBed';

type Row = Record<string, unknown> & { id: number; version: number };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n').toString('base64');

/** A change of a membership's codes that keeps them as they are: a write all the same, at its version. */
const sameCodes = (membership: { version: number; permissions: string; roleTemplate: string | null }) =>
  ({ version: membership.version, permissions: JSON.parse(membership.permissions) as string[], roleTemplate: membership.roleTemplate });

/** A member of an account with a staff record and a sign-in, other than `editor`. */
const employeeMember = (bed: AuditBed, kind: 'vendor' | 'district', editor: number) => bed.db().selectFrom('memberships').selectAll()
  .where('accountKind', '=', kind).where('accountId', '=', 1).where('employeeId', 'is not', null).where('userId', '!=', editor).orderBy('id').executeTakeFirstOrThrow();

/** One of district 1's morning runs, a different one for each case that drafts one. */
const districtRun = (bed: AuditBed, skip: number) => bed.db().selectFrom('routes').select(['id', 'stops']).where('districtId', '=', 1).where('direction', '=', 'AM')
  .orderBy('id').offset(skip).limit(1).executeTakeFirstOrThrow();
const unchangedDraft = (run: { stops: string }) =>
  ({ version: null, stops: (JSON.parse(run.stops) as { sequence: number; time: string }[]).map(({ sequence, time }) => ({ sequence, time })) });
const draftPath = (id: number, step: string) => `/api/route-explorer/runs/${id}/${step}`;

const seededWaiver = (bed: AuditBed) => bed.db().selectFrom('routeViolationWaivers').selectAll().where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();

/** Reports, charter trip parts, access, settings, the route explorer, timesheets and rides in bulk, and accounting. */
/** A report prepared on demand, over one day: its preparing is audited. */
const preparedReportCase = (api: string): AuditCase => async (bed) => {
  const day = addDays(todayIn('UTC'), -2);
  return {
    send: () => bed.staff.manager.post(api, { from: day, to: day }),
    expected: { action: 'report.prepare', ...by(bed, 'manager'), entity: 'prepared-reports' },
  };
};

/** A one-student roster in the template, at a school matched to district 1's first campus. */
async function rosterFile(bed: AuditBed, sourcedId: string): Promise<string> {
  const campus = await bed.db().selectFrom('campuses').select('id').where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  await bed.staff.district.request('PUT', '/api/roster-org-campuses', { orgs: [{ orgSourcedId: 'aud-school', orgName: 'Audit School', campusId: campus.id }] });
  return `sourced_id,student_number,first_name,last_name,school,grade\r\n${sourcedId},${sourcedId}-N,Aud,Itor,aud-school,3\r\n`;
}
const uploadRoster = (bed: AuditBed, file: string) => bed.staff.district.post<{ id: number }>('/api/roster-imports?fileName=roster.csv', file, { 'content-type': 'text/csv' });

export const WORK_CASES: Record<string, AuditCase> = {
  'POST /api/roster-imports': async (bed) => {
    const file = await rosterFile(bed, 'AUD-R1');
    return { send: () => uploadRoster(bed, file), expected: { action: 'roster-import.check', ...by(bed, 'district'), entity: 'roster-imports', detail: { added: 1 } } };
  },
  'POST /api/roster-imports/:id/check': async (bed) => {
    const { body } = await uploadRoster(bed, await rosterFile(bed, 'AUD-R2'));
    return { send: () => bed.staff.district.post(`/api/roster-imports/${body.id}/check`), expected: { action: 'roster-import.check', ...by(bed, 'district'), entity: 'roster-imports', recordId: body.id } };
  },
  'POST /api/roster-imports/:id/apply': async (bed) => {
    // A file whose student is already there, as it says: applying it changes no student, and leaves the import's own entry.
    const file = await rosterFile(bed, 'AUD-R3');
    await bed.staff.district.post(`/api/roster-imports/${(await uploadRoster(bed, file)).body.id}/apply`);
    const { body } = await uploadRoster(bed, file);
    return {
      send: () => bed.staff.district.post(`/api/roster-imports/${body.id}/apply`),
      expected: { action: 'roster-import.apply', ...by(bed, 'district'), entity: 'roster-imports', recordId: body.id, detail: { unchanged: 1 } },
    };
  },
  'PUT /api/roster-org-campuses': async (bed) => {
    const campus = await bed.db().selectFrom('campuses').select('id').where('districtId', '=', 1).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return {
      send: () => bed.staff.district.request('PUT', '/api/roster-org-campuses', { orgs: [{ orgSourcedId: 'aud-other', orgName: 'Other School', campusId: campus.id }] }),
      expected: { action: 'roster-import.schools', ...by(bed, 'district'), entity: 'districts', recordId: 1 },
    };
  },
  'PUT /api/roster-sync': async (bed) => ({
    send: () => bed.staff.district.request('PUT', '/api/roster-sync', { enabled: false, runAt: '03:30', dropLimitPercent: 5 }),
    expected: { action: 'roster-import.nightly', ...by(bed, 'district'), entity: 'districts', recordId: 1, detail: { runAt: '03:30' } },
  }),
  'POST /api/roster-sync/run': async (bed) => ({
    // The test server's drop folder is empty: the run is skipped, and recorded as run.
    send: () => bed.staff.district.post('/api/roster-sync/run'),
    expected: { action: 'roster-import.run', ...by(bed, 'district'), entity: 'roster-imports', detail: { status: 'skipped', nightly: false } },
  }),
  'POST /api/route-issues/:id/resolve': async (bed) => {
    // An open issue of its own: whether the seed left one open depends on the day and the hour.
    const ride = await bed.db().selectFrom('rides').select(['id', 'districtId']).where('vendorId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const issue = await bed.db().insertInto('routeIssues').values({
      rideId: ride.id, districtId: ride.districtId, vendorId: 1, kind: 'late', severity: 'medium', detectedAt: new Date().toISOString(),
      details: 'Not started 6 minutes after the scheduled start', resolvedAt: null, resolution: null,
    }).returning(['id', 'kind', 'rideId']).executeTakeFirstOrThrow();
    return {
      send: () => bed.staff.manager.post(`/api/route-issues/${issue.id}/resolve`, { note: 'Driver called; back on the run' }),
      expected: { action: 'route-issue.resolve', ...by(bed, 'manager'), entity: 'route-issues', recordId: issue.id, detail: { kind: issue.kind, rideId: issue.rideId, noted: true } },
    };
  },
  'POST /api/reports/run-performance': preparedReportCase(REPORT_APIS.runPerformance),
  'POST /api/reports/ridership': preparedReportCase(REPORT_APIS.ridership),
  'POST /api/charter-trips/:id/ride-assignments': async (bed) => {
    const trip = await bed.db().selectFrom('charterTrips').select('id').where('status', '=', 'approved').where('vendorId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const bus = await bed.db().selectFrom('vehicles').select('id').where('vendorId', '=', 1).where('status', '=', 'in_service')
      .where((eb) => eb.not(eb.exists(eb.selectFrom('tripRideAssignments').select('id').whereRef('tripRideAssignments.vehicleId', '=', 'vehicles.id')))).orderBy('id').executeTakeFirstOrThrow();
    return {
      send: () => bed.staff.manager.post(`/api/charter-trips/${trip.id}/ride-assignments`, { vehicleId: bus.id }),
      expected: { action: 'create', ...by(bed, 'manager'), entity: 'trip-ride-assignments', detail: { tripId: trip.id } },
    };
  },
  'POST /api/charter-trips/:id/approval-documents': async (bed) => {
    const trip = await bed.db().selectFrom('charterTrips').select('id').where('status', '=', 'requested').where('districtId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    return {
      send: () => bed.staff.district.post(`/api/charter-trips/${trip.id}/approval-documents`, { name: 'Board approval', kind: 'board_approval', fileName: 'board approval.pdf', contentBase64: pdf }),
      expected: { action: 'create', ...by(bed, 'district'), entity: 'trip-approval-documents', detail: { tripId: trip.id } },
    };
  },
  'PUT /api/trip-approval-path/districts/:districtId': async (bed) => {
    const { body: path } = await bed.staff.district.get<Row[]>(`/api/trip-approval-path?filter=${encodeURIComponent('{"districtId":1}')}&sort=["stepOrder","ASC"]`);
    const steps = path.map((step) => ({ approverKind: step.approverKind, approverName: step.approverName, approverEmail: step.approverEmail ?? null, notes: step.notes ?? null }));
    return {
      send: () => bed.staff.district.request('PUT', '/api/trip-approval-path/districts/1', { steps, basedOn: path.map(({ id, version }) => ({ id, version })) }),
      expected: { action: 'update', ...by(bed, 'district'), entity: 'trip-approval-path', recordId: 1, tenant: ['district', 1], detail: { steps: steps.length } },
    };
  },
  'PUT /api/access/memberships/:id': async (bed) => {
    const member = await bed.newUser();
    const membership = await bed.db().selectFrom('memberships').selectAll().where('id', '=', member.membershipId).executeTakeFirstOrThrow();
    return {
      send: () => bed.staff.admin.request('PUT', `/api/access/memberships/${membership.id}`, sameCodes(membership)),
      // A membership is kept under the account it is a membership of.
      expected: { action: 'permissions.change', ...by(bed, 'admin'), tenant: ['vendor', 1], entity: 'memberships', recordId: membership.id, detail: { via: 'access', added: [], removed: [] } },
    };
  },
  'POST /api/access/memberships/:id/disable': async (bed) => {
    const { membershipId } = await bed.newUser();
    return {
      send: () => bed.staff.admin.post(`/api/access/memberships/${membershipId}/disable`, { version: 1 }),
      expected: { action: 'membership.disable', ...by(bed, 'admin'), tenant: ['vendor', 1], entity: 'memberships', recordId: membershipId },
    };
  },
  'POST /api/access/memberships/:id/enable': async (bed) => {
    const { membershipId } = await bed.newUser();
    await bed.db().updateTable('memberships').set({ status: 'disabled' }).where('id', '=', membershipId).execute();
    return {
      send: () => bed.staff.admin.post(`/api/access/memberships/${membershipId}/enable`, { version: 1 }),
      expected: { action: 'membership.enable', ...by(bed, 'admin'), tenant: ['vendor', 1], entity: 'memberships', recordId: membershipId },
    };
  },
  'PUT /api/vendor-employees/:id/permissions': async (bed) => {
    const member = await employeeMember(bed, 'vendor', bed.userIds.manager);
    return {
      send: () => bed.staff.manager.request('PUT', `/api/vendor-employees/${member.employeeId}/permissions`, sameCodes(member)),
      expected: { action: 'permissions.change', ...by(bed, 'manager'), entity: 'memberships', recordId: member.id, detail: { via: 'vendor-employees' } },
    };
  },
  'PUT /api/school-employees/:id/permissions': async (bed) => {
    const member = await employeeMember(bed, 'district', bed.userIds.district);
    return {
      send: () => bed.staff.district.request('PUT', `/api/school-employees/${member.employeeId}/permissions`, sameCodes(member)),
      expected: { action: 'permissions.change', ...by(bed, 'district'), entity: 'memberships', recordId: member.id, detail: { via: 'school-employees' } },
    };
  },
  'PUT /api/settings/sso/:kind/:id': async (bed) => {
    const { body: current } = await bed.staff.district.get<SsoSettings>('/api/settings/sso/district/1');
    const stored = await bed.db().selectFrom('ssoConfigs').select(['id', 'clientSecret']).where('accountKind', '=', 'district').where('accountId', '=', 1).executeTakeFirstOrThrow();
    const { version, displayName, issuer, clientId, domains, enabled } = current;
    return {
      send: () => bed.staff.district.request('PUT', '/api/settings/sso/district/1', { version, displayName: `${displayName} staff`, issuer, clientId, domains, enabled }),
      expected: { action: 'update', ...by(bed, 'district'), entity: 'sso-settings', recordId: stored.id, detail: { fields: ['displayName'] } },
      secrets: [stored.clientSecret],
    };
  },
  'PUT /api/settings/standby/:yardId': async (bed) => {
    const [yard] = (await bed.staff.manager.get<StandbyConfiguration[]>('/api/settings/standby')).body;
    const windows = yard.windows.map(({ startsAt, endsAt, driversNeeded }) => ({ startsAt, endsAt, driversNeeded }));
    return {
      send: () => bed.staff.manager.request('PUT', `/api/settings/standby/${yard.yardId}`, { version: yard.version, dayStartsAt: yard.dayStartsAt, windows }),
      expected: { action: yard.version === null ? 'create' : 'update', ...by(bed, 'manager'), entity: 'standby-configuration', tenant: ['vendor', 1] },
    };
  },
  'PUT /api/settings/driver-documents/:vendorId': async (bed) => {
    const { types: [first] } = (await bed.staff.manager.get<DriverDocumentSettings>('/api/settings/driver-documents/1')).body;
    return {
      send: () => bed.staff.manager.request('PUT', '/api/settings/driver-documents/1', { types: [{ ...first, warningDays: first.warningDays + 1 }] }),
      expected: { action: 'update', ...by(bed, 'manager'), entity: 'driver-document-settings', recordId: 1, tenant: ['vendor', 1] },
    };
  },
  'POST /api/route-explorer/waivers': async (bed) => {
    // A violation accepted in the demo, taken back, so that it can be accepted again.
    const waiver = await seededWaiver(bed);
    await bed.db().deleteFrom('routeViolationWaivers').where('id', '=', waiver.id).execute();
    return {
      send: () => bed.staff.admin.post('/api/route-explorer/waivers', { routeId: waiver.routeId, key: waiver.violationKey, reason: 'A second van follows this run.' }),
      expected: { action: 'waive', ...by(bed, 'admin'), entity: 'route-explorer', recordId: waiver.routeId, tenant: ['district', 1], detail: { key: waiver.violationKey } },
    };
  },
  'DELETE /api/route-explorer/waivers/:id': async (bed) => {
    const waiver = await seededWaiver(bed);
    return {
      send: () => bed.staff.admin.request('DELETE', `/api/route-explorer/waivers/${waiver.id}?version=${waiver.version}`),
      expected: { action: 'unwaive', ...by(bed, 'admin'), entity: 'route-explorer', recordId: waiver.routeId, tenant: ['district', 1] },
    };
  },
  'PUT /api/route-explorer/runs/:id/draft': async (bed) => {
    const run = await districtRun(bed, 0);
    return {
      send: () => bed.staff.district.request('PUT', draftPath(run.id, 'draft'), unchangedDraft(run)),
      expected: { action: 'edit-draft', ...by(bed, 'district'), entity: 'route-explorer', recordId: run.id },
    };
  },
  'POST /api/route-explorer/runs/:id/draft/discard': async (bed) => {
    const run = await districtRun(bed, 1);
    await bed.staff.district.request('PUT', draftPath(run.id, 'draft'), unchangedDraft(run));
    return {
      send: () => bed.staff.district.post(draftPath(run.id, 'draft/discard'), { version: 1 }),
      expected: { action: 'discard-draft', ...by(bed, 'district'), entity: 'route-explorer', recordId: run.id },
    };
  },
  'POST /api/route-explorer/runs/:id/publish': async (bed) => {
    const run = await districtRun(bed, 2);
    await bed.staff.district.request('PUT', draftPath(run.id, 'draft'), unchangedDraft(run));
    return {
      send: () => bed.staff.admin.post(draftPath(run.id, 'publish'), { version: 1 }),
      expected: { action: 'publish', ...by(bed, 'admin'), entity: 'route-explorer', recordId: run.id, tenant: ['district', 1] },
    };
  },
  'POST /api/timesheet-entries/upload': async (bed) => {
    const driver = await bed.db().selectFrom('drivers').select('id').where('vendorId', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    const file = ['employee_type,employee_id,date,start,end,activity,notes', `driver,${driver.id},2025-03-11,06:05,08:30,route_service,`].join('\r\n');
    return {
      send: () => bed.staff.manager.post('/api/timesheet-entries/upload', file, { 'content-type': 'text/csv' }),
      expected: { action: 'create', ...by(bed, 'manager'), entity: 'timesheet-entries' },
    };
  },
  'POST /api/timesheet-entries/bulk-approve': async (bed) => {
    const entries = await bed.db().selectFrom('timesheetEntries').select(['id', 'version']).where('vendorId', '=', 1).where('status', '=', 'submitted').orderBy('id').limit(2).execute();
    return {
      send: () => bed.staff.manager.post('/api/timesheet-entries/bulk-approve', { entries }),
      // One entry for each timesheet entry approved.
      expected: { action: 'update', ...by(bed, 'manager'), entity: 'timesheet-entries', count: 2, detail: { transition: 'approve', bulk: true } },
    };
  },
  'POST /api/rides/bulk': async (bed) => {
    const rideIds = await bed.db().selectFrom('rides').select(['id', 'version']).where('vendorId', '=', 1).where('status', 'in', ['scheduled', 'assigned'])
      .orderBy('id', 'desc').limit(2).execute();
    return {
      send: () => bed.staff.manager.post('/api/rides/bulk', { action: 'cancel', rideIds, input: { reason: 'Audited bulk cancel' } }),
      // One entry for each ride changed, naming the bulk action.
      expected: { action: 'update', ...by(bed, 'manager'), entity: 'rides', count: 2, detail: { bulk: 'cancel', reason: 'Audited bulk cancel' } },
    };
  },
  'POST /api/invoicing/:id/refresh': async (bed) => {
    const pending = await bed.db().selectFrom('accountingTransactions').select(['id', 'version']).where('vendorId', '=', 1).where('districtId', '=', 3)
      .where('status', '=', 'pending').where('tripReference', 'is', null).where('rideId', 'is', null).orderBy('id').executeTakeFirstOrThrow();
    return {
      send: () => bed.staff.admin.post(`/api/invoicing/${pending.id}/refresh`, { version: pending.version }),
      expected: { action: 'update', ...by(bed, 'admin'), entity: 'invoicing', recordId: pending.id, detail: { refresh: true } },
    };
  },
  'POST /api/saved-views': async (bed) => ({
    send: () => bed.staff.manager.post('/api/saved-views', { resource: 'rides', name: 'Cancelled this week', params: { filter: { status: 'cancelled' } } }),
    expected: { action: 'create', ...by(bed, 'manager'), entity: 'saved-views', detail: { resource: 'rides' } },
  }),
  'DELETE /api/saved-views/:id': async (bed) => {
    const view = (await bed.staff.manager.post<SavedView>('/api/saved-views', { resource: 'vehicles', name: 'Spares', params: { filter: { status: 'spare' } } })).body;
    return {
      send: () => bed.staff.manager.request('DELETE', `/api/saved-views/${view.id}?version=${view.version}`),
      expected: { action: 'delete', ...by(bed, 'manager'), entity: 'saved-views', recordId: view.id },
    };
  },
};
