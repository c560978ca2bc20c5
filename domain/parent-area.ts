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
import { namedSchema } from './timetable';

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

/** How far ahead `me` looks for a child's next lesson: five weeks. */
export const NEXT_LESSON_DAYS = 35;

const day = { type: 'string', format: 'date' } as const;
const time = { type: 'string', pattern: '^\\d{2}:\\d{2}$' } as const;

/** A child's next lesson on their card: the first still to come (today's until it ends) they are expected at, not on approved leave nor frozen. */
export const nextLessonSchema = {
  type: 'object',
  properties: {
    date: day,
    start_time: time,
    end_time: time,
    class: namedSchema,
  },
  required: ['date', 'start_time', 'end_time', 'class'],
  additionalProperties: false,
} as const;
export type NextLesson = FromSchema<typeof nextLessonSchema>;

/** What is left to pay of a child's fees: those not paid (status not 1), as the fees screen's "To pay" lists them. */
export const unpaidSchema = {
  type: 'object',
  properties: {
    count: { type: 'integer', minimum: 0 },
    amount: { type: 'integer', minimum: 0, description: 'Their amounts added up, in VND' },
  },
  required: ['count', 'amount'],
  additionalProperties: false,
} as const;
export type Unpaid = FromSchema<typeof unpaidSchema>;

/** What `me` adds to each child, beyond the players record: the card's figures. */
export interface ChildFigures {
  /** Null: no lesson within NEXT_LESSON_DAYS. */
  next_lesson: NextLesson | null;
  unpaid: Unpaid;
}

/** One child as the parent reads them: the players schema's parent fields, the class and branch as `{id, name}`, and the card's figures. */
export type ParentChild = { id: number; name?: string | null } & ChildFigures & Record<string, unknown>;

/**
 * The answer of `me`, its children's schema being the players record cut to the parent's fields
 * (the server's) with the card's figures beside them.
 */
export function parentMeSchema(child: Record<string, unknown>) {
  const record = child as { properties?: Record<string, unknown>; required?: readonly string[] };
  const withFigures = {
    ...child,
    properties: {
      ...record.properties,
      next_lesson: {
        anyOf: [{ type: 'null' }, nextLessonSchema],
        description: `The first lesson from now on the child is expected at (today's until it ends; not on approved leave, not frozen), within ${NEXT_LESSON_DAYS} days; null: none`,
      },
      unpaid: { ...unpaidSchema, description: "The child's fees not paid: how many, and their amounts added up" },
    },
    required: [...(record.required ?? []), 'next_lesson', 'unpaid'],
  };
  return {
    type: 'object',
    properties: {
      parent: parentAccountSchema,
      children: { type: 'array', items: withFigures, description: "The academy's players registered with the parent's phone" },
    },
    required: ['parent', 'children'],
    additionalProperties: false,
  } as const;
}

export interface ParentMe {
  parent: ParentAccount;
  children: ParentChild[];
}

/** A fee as the parents' fees screen reads it: the revenues schema's parent fields it shows. */
export interface ParentFee {
  id: number;
  title: string | null;
  amount: number;
  at_date: string;
  /** 1 paid, 2 pending, 3 failed, 4 new (enums: transaction_status). */
  transaction_status: number;
  player: { id: number; name: string } | null;
}

/** `POST /parent/time-offs`: leave for one of the family's children on a day, for their class unless told. */
export const parentLeaveBodySchema = {
  type: 'object',
  properties: {
    player_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647, description: "One of the family's children" },
    class_id: {
      type: 'integer',
      minimum: 1,
      maximum: 2_147_483_647,
      description: "The class missed, one of the child's; default: the child's class",
    },
    at_date: { type: 'string', format: 'date' },
    reason: { type: 'string', minLength: 2, maxLength: 500 },
  },
  required: ['player_id', 'at_date', 'reason'],
  additionalProperties: false,
} as const;
export type ParentLeaveBody = FromSchema<typeof parentLeaveBodySchema>;

/** A leave request as the parents' leave screen reads it: the time-offs schema's parent fields it shows. */
export interface ParentLeave {
  id: number;
  at_date: string;
  reason: string;
  /** 0 pending, 1 approved, 2 rejected (enums: time_off_status). */
  status: number;
  player: { id: number; name: string } | null;
  class: { id: number; name: string } | null;
}

/** A make-up credit as the parents' leave screen reads it: the make-up credits schema's parent fields it shows. */
export interface ParentCredit {
  id: number;
  missed_date: string;
  expires_on: string;
  status: 'open' | 'booked' | 'used' | 'expired' | 'cancelled';
  booked_date: string | null;
  player: { id: number; name: string } | null;
  class: { id: number; name: string } | null;
  booked_class: { id: number; name: string } | null;
}

type Named = { id: number; name: string } | null;
/** An image of a record, as uploads keep it (`/statics/...`). */
export interface ParentImage {
  id?: string;
  url?: string;
  file_index?: number;
}

/** An event of the children's branches as the parents' News page reads it: the events schema's parent fields it shows. */
export interface ParentEvent {
  id: number;
  title: string;
  /** enums: event_type (1 summer camp, 2 soccer camp, 3 tournament, 4 festival). */
  event_type: number | null;
  location: string | null;
  start_date: string;
  end_date: string | null;
  description: string | null;
  branch: Named;
}

/** One of the academy's E-connect posts as the parents' News page reads it (the merchant feeds' parent fields). */
export interface ParentPost {
  id: number;
  title: string;
  /** Plain text, its line breaks kept. */
  content: string | null;
  images: ParentImage[] | null;
  create_date: string;
}

/** One of the academy's rewards, active and not expired, and the points it costs (the rewards' parent fields). */
export interface ParentReward {
  id: number;
  name: string;
  description: string | null;
  point_value: number;
  expired_date: string | null;
  images: ParentImage[] | null;
}

/** A shop order of the family's as the Shop & points page reads it: the orders schema's parent fields it shows. */
export interface ParentOrder {
  id: number;
  order_date: string | null;
  items: Array<{ product_name?: string; quantity: number }> | null;
  /** What was paid or is to pay, shipping and discount included. */
  transaction_amount: number | null;
  /** enums: order_status (1 pending … 7 completed). */
  order_status: number | null;
  player: Named;
}

/** A reward redeemed by one of the children (the redeems' parent fields the Shop & points page shows). */
export interface ParentRedeem {
  id: number;
  point_used: number;
  /** enums: order_status. */
  redeem_status: number | null;
  issue_date: string | null;
  reward: Named;
  player: Named;
}
