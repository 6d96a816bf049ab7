import { useQuery } from '@tanstack/react-query';

interface FirstLinkResponse {
  link: string | null;
}

/**
 * The link of the user's first work-queue item, or null when they have none (spec 2.4, index 90).
 * A server that cannot say counts as none: the menu must not break over it.
 */
export async function fetchWorkQueueFirstLink(): Promise<string | null> {
  try {
    const response = await fetch('/api/work-queue/first-link', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const { link } = (await response.json()) as FirstLinkResponse;
    return typeof link === 'string' && link.startsWith('/') && !link.startsWith('//') ? link : null;
  } catch {
    return null;
  }
}

export function useWorkQueueFirstLink(): { link: string | null; isPending: boolean } {
  const { data, isPending } = useQuery({ queryKey: ['shell', 'work-queue-first-link'], queryFn: fetchWorkQueueFirstLink, staleTime: 60_000 });
  return { link: data ?? null, isPending };
}
