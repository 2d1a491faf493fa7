import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnalyticsResponse } from '@portal/domain/schemas';
import { api } from '../lib/api-client.ts';

/** GET /analytics/{year}: the analytics screen's figures (administrators; finance gets the money). */
export const useAnalytics = (year: number | null) =>
  useQuery(
    queryOptions({
      queryKey: ['analytics', year] as const,
      queryFn: ({ signal }) => api.get<AnalyticsResponse>(`/analytics/${year}`, undefined, { signal }),
      enabled: typeof year === 'number',
    }),
  );
