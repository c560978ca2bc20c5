/**
 * rjsf widget of a new player's `book_enrolment_fees` (`x-widget: enrolment-fees`):
 * what enrolling costs under the academy's settings (the class's fee, else the
 * pricing model's; the kit's products and their total; the sessions a player
 * entered without any starts with) and a switch to book those fees as revenues
 * still to collect. The server books them with the player.
 */
import { useCustom, useOne } from '@refinedev/core';
import type { WidgetProps } from '@rjsf/utils';
import { Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import type { FormContext } from './form-context';

interface EnrolmentSettings {
  transaction_settings: { fee_transaction_duration_in_units: number; fee_transaction_value: number };
  kit_fee_definitions: { kit_fee_products: Array<{ product_id: number; product_name: string; selling_price: number }> };
}

export function EnrolmentFeesWidget({ id, value, onChange, registry, disabled, readonly, label }: WidgetProps) {
  const { t } = useTranslation();
  const classId = (registry.formContext as FormContext | undefined)?.formData?.class_id as number | undefined;
  const { query, result } = useCustom<EnrolmentSettings>({ url: '/settings', method: 'get' });
  const { result: cls } = useOne({ resource: 'classes', id: classId, queryOptions: { enabled: classId !== undefined }, errorNotification: false });
  if (!query.isSuccess) return <Typography.Text type="secondary">{t('loading')}</Typography.Text>;

  const { transaction_settings: pricing, kit_fee_definitions: kit } = result.data;
  const classFee = classId !== undefined ? (cls?.course_fee as number | null | undefined) : undefined;
  const fee = classFee ?? pricing.fee_transaction_value;
  const kitTotal = kit.kit_fee_products.reduce((sum, p) => sum + p.selling_price, 0);
  return (
    <Flex id={id} vertical gap={4} style={{ padding: 12, borderRadius: 8, background: '#f5f3ff' }}>
      <Typography.Text>{t('settingsPages.enrolment.sessions', { count: pricing.fee_transaction_duration_in_units })}</Typography.Text>
      <Typography.Text>
        {t(classFee != null ? 'settingsPages.enrolment.classFee' : 'settingsPages.enrolment.modelFee')}: <strong>{formatMoney(fee)}</strong>
      </Typography.Text>
      <Typography.Text>
        {kit.kit_fee_products.length
          ? <>{t('settingsPages.enrolment.kit', { products: kit.kit_fee_products.map((p) => p.product_name).join(', ') })}: <strong>{formatMoney(kitTotal)}</strong></>
          : t('settingsPages.enrolment.noKit')}
      </Typography.Text>
      <Flex gap={8} align="center" style={{ marginTop: 4 }}>
        <Switch aria-label={label} checked={value === true} disabled={disabled || readonly} onChange={(checked) => onChange(checked)} />
        <Typography.Text>{t('settingsPages.enrolment.book')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
