/**
 * The dashboard's setup checklist (spec §2) as `GET /admin/onboarding` answers it:
 * the steps the caller may open, in order, each done once the academy has a record of
 * it, and whether the caller has hidden the checklist (`PUT /admin/onboarding`, kept
 * per user on the server, so it stays hidden on every device).
 */
export const ONBOARDING_PATH = '/admin/onboarding';

export const onboardingStepSchema = {
  type: 'object',
  properties: {
    key: { type: 'string' },
    route: { type: 'string' },
    count: { type: 'integer', minimum: 0 },
    done: { type: 'boolean' },
  },
  required: ['key', 'route', 'count', 'done'],
  additionalProperties: false,
} as const;

export const onboardingSchema = {
  type: 'object',
  properties: {
    steps: { type: 'array', items: onboardingStepSchema },
    done: { type: 'integer', minimum: 0 },
    total: { type: 'integer', minimum: 0 },
    hidden: { type: 'boolean' },
  },
  required: ['steps', 'done', 'total', 'hidden'],
  additionalProperties: false,
} as const;

/** What the caller may change: whether the checklist shows on their dashboard. */
export const onboardingChangeSchema = {
  type: 'object',
  properties: { hidden: { type: 'boolean' } },
  required: ['hidden'],
  additionalProperties: false,
} as const;

export interface OnboardingStep {
  key: string;
  route: string;
  count: number;
  done: boolean;
}

export interface Onboarding {
  steps: OnboardingStep[];
  done: number;
  total: number;
  hidden: boolean;
}
