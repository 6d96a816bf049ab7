import { http, HttpResponse } from 'msw';
import type { SavedView, SaveViewRequest } from '../../../resources/saved-views/savedViews';
import { mockStore } from '../records/mockStore';
import { answered, badRequest, notFound } from './mockReplies';
import { checkVersion } from './resourceWrites';

/** The mock user's saved views, kept for the page's life: saved as the server saves them, a name used again replacing its view. */
const viewsOf = () => mockStore().kept('savedViews', (): SavedView[] => []);

export const savedViewHandlers = [
  http.get('/api/saved-views', ({ request }) => {
    const resource = new URL(request.url).searchParams.get('resource');
    return HttpResponse.json({ views: viewsOf().filter((view) => view.resource === resource).sort((a, b) => a.name.localeCompare(b.name)) });
  }),
  http.post('/api/saved-views', async ({ request }) => {
    const body = (await request.json()) as SaveViewRequest;
    return answered(() => {
      const name = String(body.name ?? '').trim();
      if (!name) throw badRequest('name: a view needs a name.', 'VALIDATION_FAILED');
      const views = viewsOf();
      const existing = views.find((view) => view.resource === body.resource && view.name === name);
      if (existing) return HttpResponse.json<SavedView>(Object.assign(existing, { params: body.params, version: existing.version + 1 }));
      const view: SavedView = { id: views.length + 1, resource: body.resource, name, params: body.params, version: 1 };
      views.push(view);
      return HttpResponse.json<SavedView>(view, { status: 201 });
    });
  }),
  http.delete<{ id: string }>('/api/saved-views/:id', ({ params, request }) => answered(() => {
    const views = viewsOf();
    const view = views.find((candidate) => candidate.id === Number(params.id));
    if (!view) throw notFound('No such view among yours.');
    const version = new URL(request.url).searchParams.get('version');
    checkVersion(view, version === null ? undefined : Number(version));
    views.splice(views.indexOf(view), 1);
    return HttpResponse.json<SavedView>(view);
  })),
];
