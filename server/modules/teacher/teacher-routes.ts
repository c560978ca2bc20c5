/**
 * The teachers' area: who the teacher is, their lessons, a class-day's roster and its marks.
 * Every route first finds the teacher record linked to the login (403 NOT_A_TEACHER without
 * one) and answers only about the classes it teaches (404 for any other).
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { academyToday } from '../../core/academy-clock';
import { ApiError } from '../../core/errors';
import { answers } from '../../core/openapi/responses';
import { ok, okSaying } from '../../core/reply';
import { typed } from '../../core/typed';
import {
  marksConflictSchema,
  TEACHER_GATES,
  teacherLessonsSchema,
  teacherMarksBodySchema,
  teacherMeSchema,
  teacherRosterSchema,
  teacherSavedRosterSchema,
} from '../../../domain/teacher-area';
import { teacherLessons, weekOf } from './teacher-lessons';
import { saveTeacherMarks } from './teacher-marks';
import { classOfTeacher, teacherOf, teachingContext } from './teacher-of';
import { readTeacherRoster } from './teacher-roster';
import { myProfile } from '../auth/profile-service';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const day = { type: 'string', format: 'date' } as const;
const dayQuery = {
  type: 'object',
  properties: { date: { ...day, description: "Default: the academy's today" } },
  additionalProperties: false,
} as const;
const classDay = { type: 'object', properties: { classId: id, date: day }, required: ['classId', 'date'] } as const;
const NOT_A_TEACHER = 'A login linked to no teacher record is refused with 403 `NOT_A_TEACHER`.';
const NOT_THEIRS = 'A class the teacher does not teach answers 404.';

export function teacherRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const { models } = fastify;
  const todayOf = (timeZone: string, date?: string) => date ?? academyToday(timeZone);

  app.get(
    '/teacher/me',
    {
      config: { gate: TEACHER_GATES.account },
      schema: {
        summary: 'Who the teacher is',
        description: `The teacher record linked to the signed-in login (its *Login account*), the login, and the academy's today. ${NOT_A_TEACHER}`,
        response: answers(teacherMeSchema),
      },
    },
    async ({ ctx }) => {
      const teacher = await teacherOf(ctx!);
      const profile = await myProfile(ctx!);
      const branch = teacher.branch_id
        ? await ctx!.db
            .selectFrom('branches')
            .select(['id', 'name'])
            .where('academy_id', '=', ctx!.academy.id)
            .where('id', '=', teacher.branch_id)
            .executeTakeFirst()
        : undefined;
      return ok({
        teacher: { ...teacher, branch: branch ? { id: branch.id, name: String(branch.name) } : null },
        user: {
          id: profile.id,
          user_name: profile.user_name,
          name: profile.name,
          mobile: profile.mobile,
          app_language: profile.app_language,
        },
        today: academyToday(ctx!.academy.timeZone),
        time_zone: ctx!.academy.timeZone,
      });
    },
  );

  app.get(
    '/teacher/lessons',
    {
      config: { gate: TEACHER_GATES.lessons },
      schema: {
        summary: "The teacher's lessons of a day",
        description: `From the timetable: each lesson of a class they teach on the day, with its time, branch, teachers and players expected. ${NOT_A_TEACHER}`,
        querystring: dayQuery,
        response: answers(teacherLessonsSchema),
      },
    },
    async ({ ctx, query }) => {
      const date = todayOf(ctx!.academy.timeZone, query.date);
      return ok(await teacherLessons(ctx!, await teacherOf(ctx!), date, date));
    },
  );

  app.get(
    '/teacher/lessons/week',
    {
      config: { gate: TEACHER_GATES.lessons },
      schema: {
        summary: "The teacher's lessons of a week",
        description: `Their lessons from the Monday to the Sunday of the week holding \`date\` (their timetable). ${NOT_A_TEACHER}`,
        querystring: dayQuery,
        response: answers(teacherLessonsSchema),
      },
    },
    async ({ ctx, query }) => {
      const { from, to } = weekOf(todayOf(ctx!.academy.timeZone, query.date));
      return ok(await teacherLessons(ctx!, await teacherOf(ctx!), from, to));
    },
  );

  app.get(
    '/teacher/classes/:classId/days/:date',
    {
      config: { gate: TEACHER_GATES.roster },
      schema: {
        summary: "A class-day's roster",
        description: `Each player with photo, sessions left, the fee-unpaid and low-balance flags, leave request, mark and note; the teacher's own check-in, whose note is the lesson's note; whether the day may be marked. ${NOT_THEIRS} ${NOT_A_TEACHER}`,
        params: classDay,
        response: answers(teacherRosterSchema),
      },
    },
    async ({ ctx, params }) => {
      const teacher = await teacherOf(ctx!);
      await classOfTeacher(ctx!, teacher, params.classId);
      return ok(await readTeacherRoster(teachingContext(ctx!), models, teacher, params.classId, params.date));
    },
  );

  app.post(
    '/teacher/classes/:classId/days/:date/marks',
    {
      config: { gate: TEACHER_GATES.roster },
      schema: {
        summary: "Save a class-day's marks",
        description: [
          "Present / absent and a note per player, `all_present` (every player with no mark yet), the lesson's note and the teacher's own check-in, in one request, through the office's attendance save: the policy, sessions left, points and the parents' messages (`parent_notices`) follow every rule of it.",
          'Send an `Idempotency-Key`: a repeat gets the first answer and writes nothing.',
          'Each change carries `seen`, the mark as the teacher last saw it. When the office changed a field the change sets since then (to another value than the one sent), that change is left out and the answer is 409 `MARK_CONFLICT` listing each one with `seen`, `yours` and `theirs`; every other change is saved, and `data.roster` is the day as now stored.',
          "To keep the teacher's value, send that change again with `seen` set to `theirs` (under a new key); to keep the office's, drop it.",
          NOT_THEIRS,
          NOT_A_TEACHER,
        ].join(' '),
        params: classDay,
        body: teacherMarksBodySchema,
        response: { ...(answers(teacherSavedRosterSchema) as object), 409: marksConflictSchema } as FastifySchema['response'],
      },
    },
    async ({ ctx, params, body }) => {
      const teacher = await teacherOf(ctx!);
      await classOfTeacher(ctx!, teacher, params.classId);
      const { roster, conflicts } = await saveTeacherMarks(teachingContext(ctx!), models, teacher, params.classId, params.date, body);
      if (conflicts.length) {
        const message = ctx!.t('teacherArea.errors.conflict', { count: conflicts.length });
        const errors = conflicts.map((c) => ({
          field: c.target === 'player' ? `marks.${body.marks!.findIndex((m) => m.player_id === c.player_id)}` : c.target,
          message: ctx!.t('teacherArea.errors.changedByOffice', { name: c.name }),
        }));
        throw new ApiError(409, 'MARK_CONFLICT', message, errors, { conflicts, roster });
      }
      return okSaying(roster, ctx!.t('attendance.saved'));
    },
  );
}
