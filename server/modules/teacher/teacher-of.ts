/**
 * Who is whose teacher: a login is a teacher through the teacher record (`managers`)
 * whose *Login account* (`user_id`) is theirs, and teaches the active classes naming
 * that record among their teachers (`manager_ids`). A login linked to none is refused
 * (403 NOT_A_TEACHER); a class it does not teach is not found (404), whatever its branch.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';

export interface Teacher {
  id: number;
  name: string;
  avatar: string | null;
  mobile: string | null;
  email: string | null;
  branch_id: number | null;
}

/** The teacher record linked to the signed-in login (the first, should the office have linked several). */
export async function teacherOf(ctx: RequestContext): Promise<Teacher> {
  const row = await ctx.db
    .selectFrom('managers')
    .select(['id', 'name', 'avatar', 'mobile', 'email', 'branch_id'])
    .where('academy_id', '=', ctx.academy.id)
    .where('user_id', '=', ctx.user.id)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw new ApiError(403, 'NOT_A_TEACHER', ctx.t('teacherArea.errors.notATeacher'));
  return { ...row, name: String(row.name) };
}

/**
 * The context the office's services run in for a teacher's request: the teacher's classes are
 * checked before (classOfTeacher), and within them nothing narrows by the login's branches, since
 * a teacher teaches where the office assigned them, not where their login works.
 */
export function teachingContext(ctx: RequestContext): RequestContext {
  return { ...ctx, branchIds: null, user: { ...ctx.user, branchIds: [] } };
}

/** The active classes the teacher teaches. */
export async function classesOf(ctx: RequestContext, teacher: Teacher): Promise<number[]> {
  const rows = await ctx.db
    .selectFrom('classes')
    .select('id')
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .where(sql<boolean>`manager_ids @> ${JSON.stringify([teacher.id])}::jsonb`)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/** The class, when the teacher teaches it; 404 otherwise (another teacher's, another branch's, or none). */
export async function classOfTeacher(ctx: RequestContext, teacher: Teacher, classId: number): Promise<void> {
  if (!(await classesOf(ctx, teacher)).includes(classId)) throw notFound(ctx.t('attendance.errors.classNotFound'));
}
