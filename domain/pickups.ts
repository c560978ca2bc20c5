/**
 * Transport pick-ups as the API answers them (server/modules/transport makes them, the
 * transport pages draw them): the day's bus stops with their counts
 * (`GET /admin/bus-stops/pickup-attendances`), one stop's riders to mark
 * (`GET /admin/bus-stops/{id}/[edit-]pickup-attendances`) and the stop as a save left it.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { checkInSchema } from './check-in';

/** Forward = to the academy (spec "Chiều đi"), back = home ("Chiều về"). */
export const DIRECTIONS = ['forward', 'back'] as const;
export type Direction = (typeof DIRECTIONS)[number];

const nullableString = { type: ['string', 'null'] } as const;
const count = { type: 'integer', minimum: 0 } as const;
const named = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
  required: ['id', 'name'],
  additionalProperties: false,
} as const;
const tally = { total_present: count, total_absent: count } as const;
const dayAndDirection = { date: { type: 'string', format: 'date' }, direction: { enum: DIRECTIONS } } as const;
const stopProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  pickup_time: { type: 'string' },
  address: nullableString,
  branch: named,
} as const;

export const stopOfDaySchema = {
  type: 'object',
  properties: { ...stopProperties, total_riders: count, ...tally },
  required: ['id', 'name', 'pickup_time', 'address', 'branch', 'total_riders', 'total_present', 'total_absent'],
  additionalProperties: false,
} as const;

export const stopsOfDaySchema = {
  type: 'object',
  properties: {
    ...dayAndDirection,
    content: { type: 'array', items: stopOfDaySchema },
    ...tally,
    branches_without_transport: { type: 'array', items: named, description: 'Branches in view that offer no transport' },
  },
  required: ['date', 'direction', 'content', 'total_present', 'total_absent', 'branches_without_transport'],
  additionalProperties: false,
} as const;

export const riderSchema = {
  type: 'object',
  properties: {
    player_id: { type: 'integer' },
    player: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        name: { type: 'string' },
        date_of_birth: nullableString,
        mobile: nullableString,
        parent_name: nullableString,
        address: nullableString,
        avatar: nullableString,
      },
      required: ['id', 'name', 'date_of_birth', 'mobile', 'parent_name', 'address', 'avatar'],
      additionalProperties: false,
    },
    days: { type: 'array', items: { type: 'string' }, description: 'Pickup days of the week (1 = Monday … 7)' },
    is_departure_turn: { type: 'boolean' },
    is_return_turn: { type: 'boolean' },
    due: { type: 'boolean', description: 'Rides that day and direction (otherwise listed for a mark already made)' },
    check_in: checkInSchema,
    note: nullableString,
  },
  required: ['player_id', 'player', 'days', 'is_departure_turn', 'is_return_turn', 'due', 'check_in', 'note'],
  additionalProperties: false,
} as const;

const rosterProperties = {
  bus_stop: {
    type: 'object',
    properties: stopProperties,
    required: ['id', 'name', 'pickup_time', 'address', 'branch'],
    additionalProperties: false,
  },
  ...dayAndDirection,
  fee: {
    type: 'object',
    properties: { fee_type: { type: 'integer' }, amount: { type: 'number' } },
    required: ['fee_type', 'amount'],
    additionalProperties: false,
  },
  items: { type: 'array', items: riderSchema },
  ...tally,
} as const;
const rosterRequired = ['bus_stop', 'date', 'direction', 'fee', 'items', 'total_present', 'total_absent'] as const;

export const stopRosterSchema = {
  type: 'object',
  properties: rosterProperties,
  required: rosterRequired,
  additionalProperties: false,
} as const;

/** A save's answer: the stop as saved, and how many transport fees it booked and took back. */
export const savedPickupsSchema = {
  type: 'object',
  properties: {
    ...rosterProperties,
    fees: {
      type: 'object',
      properties: { booked: count, taken_back: count },
      required: ['booked', 'taken_back'],
      additionalProperties: false,
    },
  },
  required: [...rosterRequired, 'fees'],
  additionalProperties: false,
} as const;

export type StopOfDay = FromSchema<typeof stopOfDaySchema>;
export type StopsOfDay = FromSchema<typeof stopsOfDaySchema>;
export type Rider = FromSchema<typeof riderSchema>;
export type StopRoster = FromSchema<typeof stopRosterSchema>;
export type SavedPickups = FromSchema<typeof savedPickupsSchema>;
