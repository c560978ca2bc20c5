/**
 * The parents' area of the API (`/v1/api/parent/...`): who may use it, where each resource's
 * reads live, what each needs of the package, and what `me` answers. server/modules/parents
 * derives the routes from the schemas, a parents' phone app reads them. A parent is a login of
 * type `user` whose phone (`users.mobile`) is the phone of their children (`players.mobile`);
 * what an answer holds of a record is what its schema declares the parent audience may read
 * (`x-audiences`), and only of the family's rows (`x-audience-own.parent`).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { resources, type Feature, type ResourceConfig, type Role } from '../resources.config';
import type { Gate } from './gate';

/** A parent's login: the only role of the area (staff have the office's screens). */
export const PARENT_AREA_ROLES: Role[] = ['user'];

/** Where the area's routes live, under /v1/api. */
export const PARENT_AREA = 'parent';

const featuresOf = (name: string): Feature[] => resources.find((r) => r.name === name)?.features ?? [];

/** Where a resource's reads live in the area: its app route under it (`/parent/time-offs`), under /v1/api. */
export function parentPath(resource: Pick<ResourceConfig, 'route'>): string {
  return `/${PARENT_AREA}${resource.route}`;
}

/** A resource's reads are open to a parent while the package offers the resource. */
export function parentGate(resource: Pick<ResourceConfig, 'features'>): Gate {
  return { roles: PARENT_AREA_ROLES, features: resource.features };
}

/** `me` tells who the parent is and their children: the players' gate. */
export const PARENT_ME_GATE: Gate = { roles: PARENT_AREA_ROLES, features: featuresOf('players') };

const nullableString = { type: ['string', 'null'] } as const;

/** The parent's own login, as `me` answers it. */
export const parentAccountSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    mobile: { ...nullableString, description: 'Their phone as kept (digits only): the phone their children are registered with' },
    app_language: { enum: ['vi', 'en'] },
  },
  required: ['id', 'name', 'mobile', 'app_language'],
  additionalProperties: false,
} as const;

export type ParentAccount = FromSchema<typeof parentAccountSchema>;

/** One child as the parent reads them: the players schema's parent fields, the class and branch as `{id, name}`. */
export type ParentChild = { id: number; name?: string | null } & Record<string, unknown>;

/** The answer of `me`, its children's schema being the players record cut to the parent's fields (the server's). */
export function parentMeSchema(child: Record<string, unknown>) {
  return {
    type: 'object',
    properties: {
      parent: parentAccountSchema,
      children: { type: 'array', items: child, description: "The academy's players registered with the parent's phone" },
    },
    required: ['parent', 'children'],
    additionalProperties: false,
  } as const;
}

export interface ParentMe {
  parent: ParentAccount;
  children: ParentChild[];
}
