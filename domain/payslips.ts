/** What computing a month's payslips did, as `POST /admin/manager-payslips/compute` answers it (and its message words it). */
import type { FromSchema } from 'json-schema-to-ts';

const count = { type: 'integer', minimum: 0 } as const;

export const computedPayslipsSchema = {
  type: 'object',
  properties: {
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
    created: { ...count, description: 'Payslips made for teachers who had none that month' },
    refreshed: { ...count, description: 'Unpaid payslips worked out again' },
    paid: { ...count, description: 'Paid payslips, left as they are' },
  },
  required: ['month', 'created', 'refreshed', 'paid'],
  additionalProperties: false,
} as const;

export type ComputedPayslips = FromSchema<typeof computedPayslipsSchema>;
