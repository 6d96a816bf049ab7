import { http, HttpResponse } from 'msw';
import type { SavedView, SaveViewRequest } from '../../../resources/saved-views/savedViews';
import { mockStore } from '../records/mockStore';
import { answered, badRequest, MockRefusal, notFound } from './mockReplies';

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
    if (Number(new URL(request.url).searchParams.get('version')) !== view.version) throw new MockRefusal(409, 'This view was changed in the meantime. Reload the list and try again.', 'STALE_VERSION');
    views.splice(views.indexOf(view), 1);
    return HttpResponse.json<SavedView>(view);
  })),
];
