/**
 * The branches a signed-in user works in (spec §7 `GET /branches/my-branches`): the
 * server answers them as one page, and the header's branch picker offers them.
 */
export const MY_BRANCHES_PATH = '/branches/my-branches';

/** One branch as the picker names it. */
export const branchOptionSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 }, name: { type: 'string' } },
  required: ['id', 'name'],
  additionalProperties: false,
} as const;

export interface BranchOption {
  id: number;
  name: string;
}
