import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';

/** The stock simple-REST client over /api, with the session cookie on every call. */
const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' });

export const dataProvider = simpleRestProvider('/api', httpClient);
