import { useQuery } from '@tanstack/react-query';
import { teacherApi } from './api';

/** The signed-in teacher and the academy's today; kept for the whole visit. */
export function useMe() {
  return useQuery({ queryKey: ['me'], queryFn: teacherApi.me, staleTime: Infinity });
}
