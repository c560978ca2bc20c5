/**
 * The phone app's query client. Queries run without signal too (`offlineFirst`): the service
 * worker answers them with what the teacher last read. A refusal is not retried.
 */
import { QueryClient } from '@tanstack/react-query';
import type { HttpError } from '@refinedev/core';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      networkMode: 'offlineFirst',
      staleTime: 30_000,
      retry: (count, error) => {
        const status = (error as unknown as HttpError).statusCode;
        return count < 2 && !(status >= 400 && status < 500);
      },
    },
    mutations: { networkMode: 'offlineFirst' },
  },
});

export const rosterKey = (classId: number, date: string) => ['roster', classId, date] as const;
