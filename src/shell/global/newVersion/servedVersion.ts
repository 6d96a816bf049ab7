/** The version the server serves now, from GET /api/app-config (the page's own config is the loaded one). */
export async function fetchServedVersion(): Promise<string> {
  const response = await fetch('/api/app-config', { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /api/app-config answered ${response.status}`);
  const { version } = (await response.json()) as { version?: unknown };
  if (typeof version !== 'string' || !version) throw new Error('GET /api/app-config gave no version');
  return version;
}
