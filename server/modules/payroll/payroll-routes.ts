/**
 * Timekeeping and payroll beyond the payslips' CRUD (admin only, package
 * feature general.payroll): a month's sessions per teacher, computing a month's
 * payslips, paying one.
 */
import type { FastifyInstance } from 'fastify';
import { pageGate } from '../../../resources.config';
import { computeMonth, payPayslip } from './payroll-service';
import { attendanceStatistic } from './timekeeping-service';
import { ok, okSaying } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { actionBodySchema } from './action-body';
import { computedPayslipsSchema } from '../../../domain/payslips';
import { timekeepingSchema } from '../../../domain/timekeeping';
import { refuseAllButBody } from '../../core/hooks/validators';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const monthQuery = {
  type: 'object',
  properties: { month: { type: 'string', format: 'month' } },
  required: ['month'],
  additionalProperties: false,
} as const;

export function payrollRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const payslips = app.models.get('manager_payslips');
  const expenses = app.models.get('expenses');
  if (!payslips || !expenses) return;
  const config = { gate: { roles: payslips.config.roles, features: payslips.config.features } };

  app.get(
    '/admin/managers/attendances-statistic',
    {
      config: { gate: pageGate('time_keeping') },
      schema: {
        summary: "Teachers' timekeeping for a month",
        description:
          'Each teacher of the branches in view with the sessions taught (units of present check-ins), days taught and absences that month.',
        querystring: monthQuery,
        response: answers(timekeepingSchema),
      },
    },
    async (request) => ok(await attendanceStatistic(request.ctx!, request.query.month)),
  );
  // Bodies are declared and checked as the schema's action forms: the form's own check answers
  // (validActionBody, after the gate), so a bad month reads as a spec §5 message, as in the dialog.
  app.post(
    '/admin/manager-payslips/compute',
    {
      config,
      schema: {
        summary: "Compute a month's payslips",
        description:
          "For the body's `month`, a payslip for every active teacher: new ones created, unpaid ones refreshed from salary and check-ins (raises and deductions kept), paid ones left alone.",
        body: actionBodySchema(payslips, 'compute'),
        response: answers(computedPayslipsSchema),
      },
      attachValidation: true,
      preHandler: refuseAllButBody,
    },
    async (request) => {
      const result = await computeMonth(request.ctx!, payslips, request.body);
      return okSaying(result, request.ctx!.t('payroll.computed', result));
    },
  );
  app.put(
    '/admin/manager-payslips/:id/pay',
    {
      config,
      schema: {
        summary: 'Pay a payslip',
        description:
          "Books the total as a salary expense of the teacher's branch (`payment_type`, optional `paid_date`) and marks the payslip paid, both or neither.",
        params: idParams,
        body: actionBodySchema(payslips, 'pay'),
        response: answers({ $ref: `${payslips.config.name}#` }),
      },
      attachValidation: true,
      preHandler: refuseAllButBody,
    },
    async (request) =>
      okSaying(await payPayslip(request.ctx!, payslips, expenses, request.params.id, request.body), request.ctx!.t('payroll.paid')),
  );
}
