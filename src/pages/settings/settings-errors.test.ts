import { describe, expect, it } from 'vitest';
import { sectionErrors, toErrorSchema } from './settings-errors';

describe('a settings 422 on a page', () => {
  const errors = {
    'point_settings.level.2.benchmarks': 'Must be above the level below !',
    'point_settings.actions.0.value': 'Enter a number !',
    'schedule_settings.message': 'This field is required !',
  };

  it('keeps the page section’s errors, named inside the section', () => {
    expect(sectionErrors(errors, 'point_settings')).toEqual({
      'level.2.benchmarks': 'Must be above the level below !',
      'actions.0.value': 'Enter a number !',
    });
    expect(sectionErrors(errors, 'trial_settings')).toEqual({});
    expect(sectionErrors(undefined, 'trial_settings')).toEqual({});
  });

  it('becomes the nested error tree a schema form shows on its fields', () => {
    expect(toErrorSchema({ message: 'This field is required !', 'level.2.benchmarks': 'Too low !' })).toEqual({
      message: { __errors: ['This field is required !'] },
      level: { 2: { benchmarks: { __errors: ['Too low !'] } } },
    });
  });
});
