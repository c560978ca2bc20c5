/**
 * The teacher's own things in the teachers' area: sessions taught, payslips, leave requests,
 * and their profile and password through the account's own services.
 */
import type { FastifyInstance } from 'fastify';
import { academyMonth } from '../../core/academy-clock';
import { answers, pageOf } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { changePassword, updateOwnProfile } from '../auth/account-service';
import { passwords, profileBody } from '../auth/account-routes';
import { refuseAllButBody } from '../../core/hooks/validators';
import { personHistorySchema } from '../../../domain/attendance';
import {
  TEACHER_GATES,
  teacherLeaveBodySchema,
  teacherLeaveSchema,
  teacherMeSchema,
  teacherPayslipSchema,
} from '../../../domain/teacher-area';
import { askLeave, sessionsTaught, teacherLeaves, teacherPayslips } from './teacher-own';
import { teacherOf } from './teacher-of';

const month = { type: 'string', format: 'month' } as const;
const paging = {
  page: { type: 'integer', minimum: 0, maximum: 100_000 },
  size: { type: 'integer', minimum: 1, maximum: 100 },
} as const;
const NOT_A_TEACHER = 'A login linked to no teacher record is refused with 403 `NOT_A_TEACHER`.';
export function ownRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const { models } = fastify;

  app.get(
    '/teacher/sessions',
    {
      config: { gate: TEACHER_GATES.sessions },
      schema: {
        summary: 'Sessions the teacher taught in a month',
        description: `Their check-ins of the month (default: this month), newest first and paged, with the present and absent counts and the sessions taught. ${NOT_A_TEACHER}`,
        querystring: { type: 'object', properties: { month, ...paging }, additionalProperties: false },
        response: answers(personHistorySchema),
      },
    },
    async ({ ctx, query }) =>
      ok(await sessionsTaught(ctx!, await teacherOf(ctx!), query.month ?? academyMonth(ctx!.academy.timeZone), query)),
  );

  app.get(
    '/teacher/payslips',
    {
      config: { gate: TEACHER_GATES.payslips },
      schema: {
        summary: "The teacher's payslips",
        description: `Their own payslips, newest month first, or one month's. ${NOT_A_TEACHER}`,
        querystring: { type: 'object', properties: { month, ...paging }, additionalProperties: false },
        response: answers(pageOf(teacherPayslipSchema)),
      },
    },
    async ({ ctx, query }) => ok(await teacherPayslips(ctx!, models, await teacherOf(ctx!), query.month, query)),
  );

  app.get(
    '/teacher/leave-requests',
    {
      config: { gate: TEACHER_GATES.leave },
      schema: {
        summary: "The teacher's leave requests",
        description: `Their own, latest day first, each with the office's decision (\`status\`: 0 pending, 1 approved, 2 rejected). ${NOT_A_TEACHER}`,
        querystring: { type: 'object', properties: paging, additionalProperties: false },
        response: answers(pageOf(teacherLeaveSchema)),
      },
    },
    async ({ ctx, query }) => ok(await teacherLeaves(ctx!, models, await teacherOf(ctx!), query)),
  );

  app.post(
    '/teacher/leave-requests',
    {
      config: { gate: TEACHER_GATES.leave },
      schema: {
        summary: 'Ask for leave',
        description: `A day off, with its reason and optionally the class missed (one they teach, else 404); pending until the office decides. ${NOT_A_TEACHER}`,
        body: teacherLeaveBodySchema,
        response: answers(teacherLeaveSchema),
      },
    },
    async ({ ctx, body }) => ok(await askLeave(ctx!, models, await teacherOf(ctx!), body), 'created'),
  );

  const users = models.get('users');
  if (users)
    app.put(
      '/teacher/profile',
      {
        config: { gate: TEACHER_GATES.account },
        schema: {
          summary: "Edit the teacher's own account",
          description: `Name and phone, or the app language alone, of the signed-in login, as the account's own profile edit. ${NOT_A_TEACHER}`,
          body: profileBody(users),
          response: answers(teacherMeSchema.properties.user),
        },
        // The account's service words the refusals of the body (422), with the users schema's own rules.
        attachValidation: true,
        preHandler: refuseAllButBody,
      },
      async ({ ctx, body }) => {
        await teacherOf(ctx!);
        const saved = await updateOwnProfile(ctx!, users, ctx!.user.id, body);
        const { id, user_name, name, mobile, app_language } = saved as Record<string, unknown>;
        return ok({ id, user_name, name, mobile: mobile ?? null, app_language }, 'updated');
      },
    );

  app.put(
    '/teacher/password',
    {
      config: { gate: TEACHER_GATES.account },
      schema: {
        summary: "Change the teacher's password",
        description: `The old password must be right (a wrong one counts toward the sign-in lockout); every session of the login then ends. ${NOT_A_TEACHER}`,
        body: passwords,
        response: answers({ type: 'null' }),
      },
    },
    async (request) => {
      await teacherOf(request.ctx!);
      await changePassword(request.ctx!, request.body.old_password, request.body.new_password, request.ip);
      return ok(null, 'updated');
    },
  );
}
