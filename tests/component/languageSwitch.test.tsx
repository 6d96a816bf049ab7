import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { CheckResponse, ProfileResponse } from '../../permissions/accountContext';
import { MOCK_ACCOUNT, MOCK_PROFILE } from '../../src/mocks/mockSession';
import App from '../../src/App';
import { NOT_SIGNED_IN, openPublicPage } from './publicPageTesting';

// The console takes a while to come up on a busy machine (all suites in parallel).
jest.setTimeout(20_000);

let check: CheckResponse;
let profile: ProfileResponse;
let saveStatus: number;
const saved: unknown[] = [];

const server = setupServer(
  http.get('/api/auth/check', () => (check ? HttpResponse.json(check) : HttpResponse.json(NOT_SIGNED_IN, { status: 401 }))),
  http.get('/api/account', () => HttpResponse.json(MOCK_ACCOUNT)),
  http.get('/api/profile', () => HttpResponse.json(profile)),
  http.put('/api/profile/language', async ({ request }) => {
    saved.push(await request.json());
    return new HttpResponse(null, { status: saveStatus });
  }),
  http.get('/api/work-queue/first-link', () => HttpResponse.json({ link: null })),
  http.get('/api/auth/impersonation-session', () => HttpResponse.json({ message: 'Not an impersonation', code: 'NO_IMPERSONATION' }, { status: 404 })),
  http.get('/api/app-config', () => HttpResponse.json({ version: 'dev' })),
  http.post('/api/telemetry/*', () => new HttpResponse(null, { status: 204 })),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  check = { userId: 1, isAccountSelected: true, isImpersonation: false };
  profile = MOCK_PROFILE;
  saveStatus = 204;
});
afterEach(() => {
  server.resetHandlers();
  saved.length = 0;
  window.localStorage.clear();
});
afterAll(() => server.close());

/** The console at the profile page, which lists nothing from the API. */
function openConsole() {
  window.history.replaceState(null, '', '/profile');
  return render(<App />);
}

/** Opens the profile menu and answers its language field, labelled in the language shown. */
async function languageField(label: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Morgan Mock' }));
  return screen.findByLabelText(label);
}

describe('the language switcher on the sign-in pages', () => {
  it('turns the page to the chosen language at once and keeps it on this browser for the console', async () => {
    check = undefined as unknown as CheckResponse;
    openPublicPage('/login');
    fireEvent.change(await screen.findByLabelText('Language'), { target: { value: 'es' } });
    expect(await screen.findByRole('heading', { name: 'Bienvenido a Transitline' })).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBeInTheDocument();
    expect(screen.getByLabelText('Idioma')).toHaveValue('es');
    expect(window.localStorage.getItem('locale')).toBe('es');
    expect(document.documentElement.lang).toBe('es');
    expect(document.title).toBe('Portal de Transitline');
  });
});

describe('the console in the user\'s language', () => {
  it('opens in the language kept with the user, whatever this browser chose before', async () => {
    window.localStorage.setItem('locale', 'vi');
    profile = { ...MOCK_PROFILE, locale: 'es' };
    openConsole();
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeInTheDocument();
    expect(window.localStorage.getItem('locale')).toBe('es');
    expect(saved).toEqual([]);
  });

  it('adopts the language picked on the sign-in page when the user has none, and keeps it for them', async () => {
    window.localStorage.setItem('locale', 'zh');
    openConsole();
    expect(await screen.findByRole('navigation', { name: '主菜单' })).toBeInTheDocument();
    expect(saved).toEqual([{ locale: 'zh' }]);
  });

  it('switches every text from the profile menu without a reload, and saves the choice for the user', async () => {
    openConsole();
    fireEvent.change(await languageField('Language'), { target: { value: 'es' } });
    expect(await screen.findByRole('navigation', { name: 'Menú principal' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Mi perfil' })).toBeInTheDocument();
    expect(saved).toEqual([{ locale: 'es' }]);
    expect(document.documentElement.lang).toBe('es');
    expect(window.localStorage.getItem('locale')).toBe('es');
  });

  it('says so, in the new language, when the choice could not be saved', async () => {
    saveStatus = 500;
    openConsole();
    fireEvent.change(await languageField('Language'), { target: { value: 'es' } });
    // The console renders anew in Spanish: the popup is looked for in the new rendering.
    await waitFor(() => expect(screen.getByText('El idioma ha cambiado aquí, pero no se pudo guardar para su próximo inicio de sesión.')).toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('leaves the user\'s own choice alone while support staff act for them', async () => {
    check = { ...check, isImpersonation: true };
    window.localStorage.setItem('locale', 'es');
    openConsole();
    await screen.findByRole('navigation', { name: 'Menú principal' });
    fireEvent.change(await languageField('Idioma'), { target: { value: 'vi' } });
    expect(await screen.findByRole('navigation', { name: 'Menu chính' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([]));
  });
});
