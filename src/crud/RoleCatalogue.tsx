/**
 * The schemas as the signed-in role sees them: fields kept from the role
 * (`x-roles`, a teacher's pay outside the admin) leave every generated list,
 * page and form, as they leave the server's answers.
 */
import { useGetIdentity } from '@refinedev/core';
import { useMemo, type ReactNode } from 'react';
import { catalogueForRole } from '../../schemas/catalogue';
import { catalogue } from '../catalogue';
import type { Profile } from '../providers/profile';
import { CatalogueContext } from './catalogue-context';

export function RoleCatalogue({ children }: { children: ReactNode }) {
  const { data: user } = useGetIdentity<Profile>();
  const role = user?.user_type;
  const seen = useMemo(() => catalogueForRole(catalogue, role), [role]);
  return <CatalogueContext.Provider value={seen}>{children}</CatalogueContext.Provider>;
}
