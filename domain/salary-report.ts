/** Payslip totals by branch and month, as `GET /admin/report/payslip-branch-month` answers them. */
import type { FromSchema } from 'json-schema-to-ts';

const month = { type: 'string', pattern: '^\\d{4}-\\d{2}$' } as const;
const amounts = { paid_amount: { type: 'number' }, unpaid_amount: { type: 'number' }, total_amount: { type: 'number' } } as const;
const amountNames = ['paid_amount', 'unpaid_amount', 'total_amount'] as const;

export const salaryCellSchema = {
  type: 'object',
  properties: { month, ...amounts, payslips: { type: 'integer', minimum: 0 } },
  required: ['month', ...amountNames, 'payslips'],
  additionalProperties: false,
} as const;

export const salaryReportSchema = {
  type: 'object',
  properties: {
    from_month: month,
    to_month: month,
    months: { type: 'array', items: month },
    rows: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          branch: {
            type: 'object',
            properties: { id: { type: 'integer' }, name: { type: 'string' } },
            required: ['id', 'name'],
            additionalProperties: false,
          },
          months: { type: 'array', items: salaryCellSchema },
          ...amounts,
        },
        required: ['branch', 'months', ...amountNames],
        additionalProperties: false,
      },
    },
    totals: {
      type: 'object',
      properties: { months: { type: 'array', items: salaryCellSchema }, ...amounts },
      required: ['months', ...amountNames],
      additionalProperties: false,
    },
  },
  required: ['from_month', 'to_month', 'months', 'rows', 'totals'],
  additionalProperties: false,
} as const;

export type SalaryCell = FromSchema<typeof salaryCellSchema>;
export type SalaryReport = FromSchema<typeof salaryReportSchema>;
