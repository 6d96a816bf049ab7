import type { QueryClient } from '@tanstack/react-query';

export interface DefaultGradesResponse {
  standardGrades: { gradeId: number; value: string; isCustom: boolean }[];
}

export const DEFAULT_GRADES_QUERY_KEY = ['districts', 'default-grades'] as const;

/**
 * The extra initial load of spec 2.6 and 6.1: the default district grades (spec 7.4), fetched ahead
 * for the screens that show grades. A failure costs nothing here; those screens ask again.
 */
export function prefetchDefaultGrades(queryClient: QueryClient): void {
  void queryClient.prefetchQuery({
    queryKey: DEFAULT_GRADES_QUERY_KEY,
    queryFn: async (): Promise<DefaultGradesResponse> => {
      const response = await fetch('/api/districts/default-grades', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`Default grades answered ${response.status}`);
      return (await response.json()) as DefaultGradesResponse;
    },
    staleTime: 10 * 60_000,
  });
}
