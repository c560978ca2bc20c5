/**
 * The schemas the generated views read. The app uses the bundled catalogue;
 * a test can provide its own to prove a new schema needs no view code.
 */
import { createContext, useContext } from 'react';
import type { Catalogue } from '../../schemas/catalogue';
import type { EntitySchema } from '../../schemas/vocabulary';
import { catalogue } from '../catalogue';

export const CatalogueContext = createContext<Catalogue>(catalogue);

export function useSchema(resource: string): EntitySchema {
  const schema = useContext(CatalogueContext)[resource];
  if (!schema) throw new Error(`No schema for resource "${resource}": add schemas/${resource}.json (its $id must be "${resource}").`);
  return schema;
}

/** The field shown for a row of `resource` when another resource refers to it. */
export function useTitleField(resource: string): string {
  return useContext(CatalogueContext)[resource]?.['x-title'] ?? 'name';
}
