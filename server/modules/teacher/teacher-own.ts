/**
 * The teacher's own things, through the office's services: the sessions they taught in a
 * month (their check-ins, as the teachers' attendance history reads them), their payslips
 * (as the payroll web view reads them) and their leave requests (`time_offs` naming their
 * teacher record; the office decides them). Records are cut to what their schemas give the teacher.
 */
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { forAudience } from '../../core/audience';
import { monthBounds } from '../../core/academy-clock';
import { addDays } from '../schedules/timetable';
import { listRecords } from '../../core/crud/crud-service';
import { personHistory } from '../attendance/attendance-history';
import { payslipsOf } from '../payroll/own-payslips';
import { createTimeOff } from '../schedules/time-off-service';
import type { TeacherLeave, TeacherLeaveBody, TeacherPayslip } from '../../../domain/teacher-area';
import type { PersonHistory } from '../../../domain/attendance';
import { classOfTeacher, teachingContext, type Teacher } from './teacher-of';

type Models = FastifyInstance['models'];
interface Paging {
  page?: number;
  size?: number;
}

/** Their check-ins of a month (YYYY-MM), newest first, with the present and absent counts and the sessions taught. */
export function sessionsTaught(ctx: RequestContext, teacher: Teacher, month: string, paging: Paging): Promise<PersonHistory> {
  const { from, next } = monthBounds(month);
  return personHistory(teachingContext(ctx), 'teacher', teacher.id, { fromDate: from, toDate: addDays(next, -1), ...paging });
}

export async function teacherPayslips(ctx: RequestContext, models: Models, teacher: Teacher, month: string | undefined, paging: Paging) {
  const model = models.get('manager_payslips')!;
  const page = await payslipsOf(ctx, model, [teacher.id], {
    page: paging.page ?? 0,
    size: paging.size ?? 12,
    sort: 'month:desc',
    ...(month && { months: month }),
  });
  return { ...page, content: page.content.map((row) => forAudience(model, 'teacher', row) as TeacherPayslip) };
}

export async function teacherLeaves(ctx: RequestContext, models: Models, teacher: Teacher, paging: Paging) {
  const model = models.get('time_offs')!;
  const page = await listRecords(teachingContext(ctx), model, {
    managerIds: String(teacher.id),
    page: paging.page ?? 0,
    size: paging.size ?? 20,
    sort: 'at_date:desc',
  });
  return { ...page, content: page.content.map((row) => forAudience(model, 'teacher', row) as TeacherLeave) };
}

/** A leave request of the teacher's own, pending until the office decides it; a class named must be one they teach. */
export async function askLeave(ctx: RequestContext, models: Models, teacher: Teacher, body: TeacherLeaveBody): Promise<TeacherLeave> {
  const model = models.get('time_offs')!;
  if (body.class_id !== undefined) await classOfTeacher(ctx, teacher, body.class_id);
  const saved = await createTimeOff(
    teachingContext(ctx),
    model,
    { ...body, manager_id: teacher.id, branch_id: teacher.branch_id, status: 0 },
    'TEACHER_APP',
  );
  return forAudience(model, 'teacher', saved) as TeacherLeave;
}
