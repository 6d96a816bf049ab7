import type { ImpersonationSessionResponse } from '../../../../permissions/accountContext';

/** The impersonation session, or null when this session is not one (404) or it cannot be had. */
export async function fetchImpersonationSession(): Promise<ImpersonationSessionResponse | null> {
  try {
    const response = await fetch('/api/auth/impersonation-session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const session = (await response.json()) as ImpersonationSessionResponse;
    return Number.isFinite(session.authenticationExpirationTimestamp) ? session : null;
  } catch {
    return null;
  }
}

/** Ends the impersonation on the server; by then it has usually expired there anyway, so failures are ignored. */
export async function stopImpersonation(): Promise<void> {
  try {
    await fetch('/api/impersonation/stop', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
  } catch {
    // Signing out follows whatever happened here.
  }
}
