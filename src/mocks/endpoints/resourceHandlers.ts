import { http, HttpResponse } from 'msw';
import { EXPORT_FORMATS, exportFormatOf } from '../../../resources/engine/exportColumns';
import type { ResourceDeclaration } from '../../../resources/engine/resource';
import { declarationOf, mockStore } from '../records/mockStore';
import { recordView } from '../records/recordView';
import { createRecord, deleteRecord, takeStep, updateRecord } from './resourceWrites';
import { listPage, listRequestOf } from './listRequest';
import { answered, badRequest, notFound } from './mockReplies';
import { csvOf, workbookOf } from './csvExport';

type Params = { resource: string; id: string; step: string };

/** The declared resource a path names, and what it may be asked, or nothing: the request goes on to the next handler. */
const declared = (params: Partial<Params>) => declarationOf(String(params.resource));

function records(resource: ResourceDeclaration) {
  const store = mockStore();
  return store.rowsOf(resource.name).map((row) => recordView(resource, row, store.clock.today));
}

function storedRow(resource: ResourceDeclaration, id: string | undefined) {
  const row = mockStore().byId(resource.name, Number(id));
  if (!row) throw notFound(`No such ${resource.name} record.`);
  return row;
}

const sent = (resource: ResourceDeclaration, row: Parameters<typeof recordView>[1]) => HttpResponse.json(recordView(resource, row, mockStore().clock.today));

/**
 * Every declared resource under /api/<name>, as the server's CRUD routes answer ra-data-simple-rest:
 * lists with sort, range, filter (the `q` search, equality, lists of values, `_gte`/`_lte`) and
 * Content-Range; one record; its CSV export; and, where the declaration offers them, create, update,
 * delete and the status steps.
 */
export const resourceHandlers = [
  http.get<Params>('/api/:resource', ({ params, request }) => {
    const resource = declared(params);
    if (!resource) return undefined;
    return answered(() => {
      const listRequest = listRequestOf(resource, new URL(request.url).searchParams);
      const { page, total } = listPage(records(resource), resource, listRequest);
      const { start } = listRequest.range;
      return HttpResponse.json(page, { headers: { 'Content-Range': `${resource.name} ${start}-${start + Math.max(page.length - 1, 0)}/${total}`, 'Access-Control-Expose-Headers': 'Content-Range' } });
    });
  }),
  http.get<Params>('/api/:resource/export', ({ params, request }) => {
    const resource = declared(params);
    if (!resource) return undefined;
    return answered(async () => {
      const search = new URL(request.url).searchParams;
      const format = exportFormatOf(search.get('format') ?? undefined);
      if (!format) throw badRequest(`format: ${EXPORT_FORMATS.join(' or ')}.`, 'INVALID_FORMAT');
      search.delete('format');
      search.set('range', JSON.stringify([0, 499]));
      const { page } = listPage(records(resource), resource, listRequestOf(resource, search));
      const attachment = `attachment; filename="${resource.name}.${format}"`;
      if (format === 'csv') return new HttpResponse(csvOf(resource, page), { headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': attachment } });
      return new HttpResponse(await workbookOf(resource, page), { headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'Content-Disposition': attachment } });
    });
  }),
  http.get<Params>('/api/:resource/:id', ({ params }) => {
    const resource = declared(params);
    if (!resource || !/^\d+$/.test(params.id)) return undefined;
    return answered(() => sent(resource, storedRow(resource, params.id)));
  }),
  http.post<Params>('/api/:resource', async ({ params, request }) => {
    const resource = declared(params);
    if (!resource?.permissions.create) return undefined;
    const body: unknown = await request.json();
    return answered(async () => sent(resource, await createRecord(mockStore(), resource, body)));
  }),
  http.put<Params>('/api/:resource/:id', async ({ params, request }) => {
    const resource = declared(params);
    if (!resource?.permissions.edit || !/^\d+$/.test(params.id)) return undefined;
    const body: unknown = await request.json();
    return answered(async () => sent(resource, await updateRecord(mockStore(), resource, storedRow(resource, params.id), body)));
  }),
  http.delete<Params>('/api/:resource/:id', ({ params, request }) => {
    const resource = declared(params);
    if (!resource?.permissions.delete) return undefined;
    const version = new URL(request.url).searchParams.get('version');
    return answered(() => sent(resource, deleteRecord(mockStore(), resource, storedRow(resource, params.id), version)));
  }),
  http.post<Params>('/api/:resource/:id/:step', async ({ params, request }) => {
    const resource = declared(params);
    const transition = resource?.statusFlow?.transitions[params.step];
    if (!resource || !transition) return undefined;
    const body: unknown = await request.json();
    return answered(async () => sent(resource, await takeStep(mockStore(), resource, storedRow(resource, params.id), params.step, transition, body)));
  }),
];
