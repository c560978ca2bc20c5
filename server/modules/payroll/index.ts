/** Payroll (admin only): time-keeping, payslips computed and paid, the salary report; and each staff login's own payslips. */
import type { FastifyInstance } from 'fastify';
import { payrollRoutes } from './payroll-routes';
import { salaryReportRoutes } from './salary-report-routes';
import { ownPayslipRoutes } from './own-payslip-routes';

export default async function payroll(app: FastifyInstance): Promise<void> {
  payrollRoutes(app);
  salaryReportRoutes(app);
  ownPayslipRoutes(app);
}
