/**
 * Goes through the test provider's development login and consent (oidcProvider.ts) as a browser
 * would, from the authorization address the console's `/api/auth/sso/start` redirected to, and
 * returns the console's callback address that the provider sends the browser back to, with its real
 * `code` and `state`, unvisited.
 */
export async function providerCallback(authorizationUrl: URL, subject: string, consoleOrigin: string): Promise<URL> {
  const cookies = new Map<string, string>();
  let next: { url: URL; form?: URLSearchParams } = { url: authorizationUrl };
  for (let step = 0; step < 12; step += 1) {
    const response = await fetch(next.url, {
      method: next.form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        ...(cookies.size ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {}),
        ...(next.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: next.form?.toString(),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin === consoleOrigin) return target;
      next = { url: target };
      continue;
    }
    // The login form, then the consent form: both post their `prompt` to the form's action.
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(page)?.[1];
    if (!action || !prompt) throw new Error(`the provider answered ${response.status} without a form at ${next.url.href}`);
    next = { url: new URL(action, next.url), form: new URLSearchParams({ prompt, login: subject, password: 'any' }) };
  }
  throw new Error('the provider did not send the browser back to the console');
}
