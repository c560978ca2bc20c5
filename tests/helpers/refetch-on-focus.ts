/**
 * Test helper: a background refetch, as when the window regains focus (the query client must
 * refetch on focus). Resolves once `loader`'s new answer has reached the screen.
 */
import { act, waitFor } from '@testing-library/react';
import { expect, type Mock } from 'vitest';

export async function refetchOnFocus(loader: Mock) {
  const calls = loader.mock.calls.length;
  await act(async () => void window.dispatchEvent(new Event('visibilitychange')));
  await waitFor(() => expect(loader.mock.calls.length).toBeGreaterThan(calls));
  // The answer arrives, and the query tells the screen a moment later: look after that.
  await act(async () => {
    await loader.mock.results.at(-1)!.value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}
