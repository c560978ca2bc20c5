/** The parents' app's query client: a refusal (4xx) is not retried, what was read stays fresh half a minute. */
import { QueryClient } from '@tanstack/react-query';
import type { HttpError } from '@refinedev/core';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => {
        const status = (error as unknown as HttpError).statusCode;
        return count < 2 && !(status >= 400 && status < 500);
      },
    },
  },
});
