import type { Query, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/** Passes before a page whose queries keep asking for more is given up: the rides list settles in four. */
const MOST_PASSES = 5;

export class PageNotSettled extends Error {}

async function markupOf(page: ReactNode): Promise<string> {
  let failure: unknown;
  // Every boundary in order, in one piece: React would otherwise send a large one apart, to be moved
  // into place by an inline script, which the console's CSP does not run.
  const { prelude } = await prerenderToNodeStream(page, { progressiveChunkSize: Number.POSITIVE_INFINITY, onError: (error) => void (failure ??= error) });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  if (failure) throw failure;
  return html;
}

const isEnabled = (query: Query) => {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
};

/**
 * The page's markup once every query it asks for has its answer. On the server react-query only
 * records what a drawing asks for (there are no effects to fetch it): each pass answers those
 * questions and draws again, with what they brought, until one asks for nothing new: react-admin
 * asks whether the session holds, then whether the section may be opened, then for the list's rows,
 * and the rows ask for nothing.
 */
export async function settledMarkup(page: ReactNode, queryClient: QueryClient): Promise<string> {
  for (let pass = 1; ; pass += 1) {
    const html = await markupOf(page);
    const asked = queryClient.getQueryCache().findAll({ predicate: (query) => query.state.status === 'pending' && isEnabled(query) });
    if (!asked.length) return html;
    if (pass === MOST_PASSES) throw new PageNotSettled(`still asking after ${pass} passes: ${asked.map((query) => query.queryHash).join(', ')}`);
    await Promise.all(asked.map((query) => queryClient.fetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })));
  }
}
