import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { CONTENT_METADATA_PATH, landingHref } from '../../resources/content/contentMetadata';
import { CONTEXT_ID_HEADER } from '../../resources/errors/apiError';
import { REPORT_APIS } from '../../resources/reports/performance';
import ContentLandingPage from '../../src/pages/contentLanding/ContentLandingPage';
import { renderWithTexts } from './consoleTesting';

const asked: unknown[] = [];
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

/** The metadata call answers with this, once the page asks it. */
function answerWith(response: () => Response) {
  server.use(http.post(CONTENT_METADATA_PATH, async ({ request }) => {
    asked.push(await request.json());
    return response();
  }));
}

function openLanding(method?: string) {
  window.history.replaceState(null, '', landingHref({ action: 'download', fileType: 'csv', contentApi: REPORT_APIS.runPerformance, params: { from: '2026-11-01', to: '2026-11-20' }, method }));
  renderWithTexts(<ContentLandingPage />);
}

const plainText = (text: string, status: number, headers: Record<string, string> = {}) => new HttpResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers } });

describe('content landing errors (spec 2.9, 3 "Error", 8)', () => {
  it("shows a plain-text error body as that text, with the context id of the console's header", async () => {
    answerWith(() => plainText('Bad gateway: the console took too long to answer.', 502, { [CONTEXT_ID_HEADER]: 'ctx-from-header' }));
    openLanding('POST');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Bad gateway: the console took too long to answer\.$/);
    expect(screen.getByText('Context ID: ctx-from-header')).toBeInTheDocument();
    expect(asked).toEqual([{ contentApi: REPORT_APIS.runPerformance, params: { from: '2026-11-01', to: '2026-11-20' }, method: 'POST' }]);
  });

  it('shows a plain-text body without a context id when nothing names one', async () => {
    answerWith(() => plainText('Service unavailable', 503));
    openLanding();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Service unavailable$/);
    expect(screen.queryByText(/Context ID/)).not.toBeInTheDocument();
  });

  it("shows the console's JSON error by its message and the body's context id", async () => {
    answerWith(() => HttpResponse.json({ message: '/api/reports/run-performance is called with POST, not GET.', code: 'UNSUPPORTED_METHOD', contextId: 'ctx-body' }, { status: 400, headers: { [CONTEXT_ID_HEADER]: 'ctx-body' } }));
    openLanding();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^\/api\/reports\/run-performance is called with POST, not GET\.$/);
    expect(screen.getByText('Context ID: ctx-body')).toBeInTheDocument();
  });

  it('shows a JSON string body as its text', async () => {
    answerWith(() => HttpResponse.json('The reporting service is down for maintenance.', { status: 503, headers: { [CONTEXT_ID_HEADER]: 'ctx-2' } }));
    openLanding();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^The reporting service is down for maintenance\.$/);
    expect(screen.getByText('Context ID: ctx-2')).toBeInTheDocument();
  });

  it('falls back to "Failed to load content metadata" for a JSON body with no message, keeping the header\'s context id', async () => {
    answerWith(() => HttpResponse.json({ code: 'INTERNAL' }, { status: 500, headers: { [CONTEXT_ID_HEADER]: 'ctx-3' } }));
    openLanding();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load content metadata$/);
    expect(screen.getByText('Context ID: ctx-3')).toBeInTheDocument();
  });

  it('does not show a page of markup as text', async () => {
    answerWith(() => new HttpResponse('<html><body><h1>502 Bad Gateway</h1></body></html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    openLanding();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load content metadata$/);
  });
});
