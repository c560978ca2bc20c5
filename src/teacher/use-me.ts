import { useQuery } from '@tanstack/react-query';
import { meQuery } from './queries';

/** The signed-in teacher and the academy's today; kept for the whole visit. */
export function useMe() {
  return useQuery(meQuery);
}
