/**
 * Attendance of players and teachers (spec §7 "Attendance", and a person's
 * check-ins under players / managers), behind the attendance pages' gates.
 * A save body that does not fit answers 422 naming each field (`player_check_in.2.units`).
 */
import type { FastifyInstance, FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { pageGate } from '../../../resources.config';
import { validationMessage } from '../../../domain/validation-messages';
import { RANGE_CODES, unprocessable } from '../../core/errors';
import { dayRoster } from './attendance-day';
import { personHistory } from './attendance-history';
import { monthGrid } from './attendance-month';
import { KINDS, type AttendanceKind } from './attendance-roster';
import { saveRoster, type RosterSave } from './attendance-save';
import { ok, okSaying } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { dayRosterSchema, historyQuerySchema, monthGridSchema, personHistorySchema, savedDaySchema } from '../../../domain/attendance';
import { checkInSchema } from '../../../domain/check-in';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const day = { type: 'string', format: 'date' } as const;
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;
const dayQuery = {
  type: 'object',
  properties: { classId: id, date: day },
  required: ['classId', 'date'],
  additionalProperties: false,
} as const;
const monthQuery = {
  type: 'object',
  properties: { classId: id, month: { type: 'string', format: 'month' } },
  required: ['classId', 'month'],
  additionalProperties: false,
} as const;

function saveBody(kind: AttendanceKind) {
  const { column, list } = KINDS[kind];
  return {
    type: 'object',
    properties: {
      class_id: id,
      at_date: day,
      [list]: {
        type: 'array',
        maxItems: 500,
        items: {
          type: 'object',
          properties: {
            [column]: id,
            check_in: checkInSchema,
            units: { type: 'integer', minimum: 1, maximum: 5 },
            note: { type: 'string', nullable: true, maxLength: 500 },
          },
          required: [column, 'check_in'],
          additionalProperties: false,
        },
      },
    },
    required: ['class_id', 'at_date', list],
    additionalProperties: false,
  };
}

/** A body the schema refused, as a 422 with one translated message per field path. */
function refusedBody(request: FastifyRequest) {
  const t = request.ctx!.t;
  const errors = ((request.validationError?.validation ?? []) as FastifySchemaValidationError[]).map((e) => {
    const path = e.instancePath.split('/').filter(Boolean);
    const named = e.params.missingProperty ?? e.params.additionalProperty;
    if (named) path.push(String(named));
    const message = e.keyword === 'additionalProperties' ? t('validation.unknownField') : validationMessage(e, t);
    return { field: path.join('.'), message };
  });
  return unprocessable(t('errors.validationFailed'), errors);
}

export function attendanceRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const gates = { player: pageGate('attendance_players'), teacher: pageGate('attendance_managers') };
  const paths = {
    player: { day: 'player', month: '', save: 'players', person: 'players' },
    teacher: { day: 'teacher', month: '/teacher-view', save: 'teachers', person: 'managers' },
  };
  const who = { player: 'Player', teacher: 'Teacher' };

  for (const kind of ['player', 'teacher'] as const) {
    const config = { gate: gates[kind] };
    const path = paths[kind];
    const people = `${kind}s`;

    app.get(
      `/admin/attendances/${path.day}`,
      {
        config,
        schema: {
          summary: `${who[kind]} attendance of a class on a day`,
          description: `Each of the class's ${people} with their mark (-1 when not taken yet), units and note; the day's counts; and whether the day may still be marked.`,
          querystring: dayQuery,
          response: answers(dayRosterSchema),
        },
      },
      async (request) => ok(await dayRoster(request.ctx!, kind, request.query.classId, request.query.date)),
    );
    app.get(
      `/admin/attendances${path.month}`,
      {
        config,
        schema: {
          summary: `${who[kind]} attendance of a class over a month`,
          description: `Each of the class's ${people} across its lesson days and any day with check-ins: mark and units per day, present and absent totals per person and per day.`,
          querystring: monthQuery,
          response: answers(monthGridSchema),
        },
      },
      async (request) => ok(await monthGrid(request.ctx!, kind, request.query.classId, request.query.month)),
    );
    app.post<{ Body: RosterSave }>(
      `/admin/attendances/${path.save}`,
      {
        config,
        schema: {
          summary: `Save a day's ${kind} attendance`,
          description: `All or nothing: each row sent is written, rows not sent stay as they are.${
            kind === 'player'
              ? ' Sessions left and attendance points follow the change. `parent_notices` says which parents the save will tell (a player newly absent, sessions left falling to the threshold), on which channels, and which it cannot, and why; each of those is listed in the parent notifications as not sent.'
              : ' `parent_notices` is null.'
          }`,
          body: saveBody(kind),
          response: answers(savedDaySchema),
        },
        attachValidation: true,
      },
      async (request) => {
        if (request.validationError) throw refusedBody(request);
        return okSaying(await saveRoster(request.ctx!, kind, request.body), request.ctx!.t('attendance.saved'));
      },
    );
    app.get(
      `/${path.person}/:id/attendances`,
      {
        config: { ...config, refuses: { 400: [RANGE_CODES.order] } },
        schema: {
          summary: `Attendance history of a ${kind}`,
          description:
            'Check-ins over a range of days, newest first and paged, each with its class and branch, plus the present and absent counts of the range.',
          params: idParams,
          querystring: historyQuerySchema,
          response: answers(personHistorySchema),
        },
      },
      async (request) => ok(await personHistory(request.ctx!, kind, request.params.id, request.query)),
    );
  }
}
