import { describe, expect, it } from 'vitest';
import { settingsSchema } from '../../../schemas/settings';
import { sectionUi } from './settings-ui';

describe('a settings section as a form', () => {
  const attendance = settingsSchema.properties.attendance_settings;

  it('labels each field from the schema in the shown language, a switch per boolean', () => {
    const ui = sectionUi(attendance, 'en', {});
    expect(ui.is_own_setting_enable).toMatchObject({ 'ui:title': 'Allow learning debt', 'ui:widget': 'switch' });
    expect(sectionUi(attendance, 'vi', {}).max_own['ui:title']).toBe('Số buổi nợ tối đa');
  });

  it('disables a field while the switch it depends on is off', () => {
    expect(sectionUi(attendance, 'en', { is_own_setting_enable: false }).max_own['ui:disabled']).toBe(true);
    expect(sectionUi(attendance, 'en', { is_own_setting_enable: true }).max_own['ui:disabled']).toBe(false);
    expect(sectionUi(attendance, 'en', {}).time_limit_in_days['ui:disabled']).toBeUndefined();
  });

  it('names enum choices and masks secrets', () => {
    const pricing = sectionUi(settingsSchema.properties.transaction_settings, 'vi', {});
    expect(pricing.fee_transaction_type_default).toMatchObject({
      'ui:widget': 'select',
      'ui:enumNames': ['Theo khoá học', 'Theo hàng tháng'],
    });
    expect(pricing.fee_transaction_value['ui:widget']).toBe('money');
    const payment = sectionUi(settingsSchema.properties.payment_settings, 'en', {});
    expect(payment.merchant_secret_key['ui:widget']).toBe('password');
    expect(payment.mode['ui:enumNames']).toEqual(['Live', 'Sandbox']);
  });
});
