/**
 * rjsf widget of a new player's `book_enrolment_fees` (`x-widget: enrolment-fees`):
 * what enrolling costs under the pricing model (by course: the course's fee and
 * sessions; else the class's fee, else the model's), the kit's products and
 * their total, the sessions a player entered with 0 sessions left starts with,
 * and a switch to book those fees as revenues still to collect. The server
 * applies the same terms with the player.
 */
import type { WidgetProps } from '@rjsf/utils';
import { Alert, Button, Flex, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import type { FormContext } from './form-context';
import { useEnrolmentTerms } from './use-enrolment-terms';

const FEE_LABEL = { course: 'courseFee', class: 'classFee', model: 'modelFee' } as const;

export function EnrolmentFeesWidget({ id, value, onChange, registry, disabled, readonly, label }: WidgetProps) {
  const { t } = useTranslation();
  const state = useEnrolmentTerms((registry.formContext as FormContext | undefined)?.formData ?? {});
  if (state.status === 'loading') return <Typography.Text type="secondary">{t('loading')}</Typography.Text>;
  if (state.status === 'failed') {
    return (
      <Alert
        type="warning"
        showIcon
        message={t('settingsPages.enrolment.failed')}
        action={
          <Button size="small" loading={state.retrying} onClick={state.retry}>
            {t('settingsPages.enrolment.retry')}
          </Button>
        }
      />
    );
  }

  const { pricing, pricingIsDefault, course, terms, kit } = state.preview;
  const kitTotal = kit.reduce((sum, p) => sum + p.selling_price, 0);
  const pricingName = t(`players.fields.pricing_model.options.${pricing}`);
  const source = terms.sessionsFrom === 'course' && course ? course.name : t('settingsPages.enrolment.modelSource');
  return (
    <Flex id={id} vertical gap={4} style={{ padding: 12, borderRadius: 8, background: '#f5f3ff' }}>
      <Typography.Text>
        {t('settingsPages.enrolment.pricing')}: <strong>{pricingName}</strong>
        {pricingIsDefault && <Typography.Text type="secondary"> ({t('settingsPages.enrolment.pricingDefault')})</Typography.Text>}
      </Typography.Text>
      {pricing === 'base_course' && (
        <Typography.Text>
          {t('settingsPages.enrolment.course')}:{' '}
          {course ? (
            <strong>{course.name}</strong>
          ) : (
            <Typography.Text type="secondary">{t('settingsPages.enrolment.noCourse')}</Typography.Text>
          )}
        </Typography.Text>
      )}
      <Typography.Text>{t('settingsPages.enrolment.sessions', { count: terms.sessions, source })}</Typography.Text>
      <Typography.Text>
        {t(`settingsPages.enrolment.${FEE_LABEL[terms.feeFrom]}`)}: <strong>{formatMoney(terms.fee)}</strong>
      </Typography.Text>
      <Typography.Text>
        {kit.length ? (
          <>
            {t('settingsPages.enrolment.kit', { products: kit.map((p) => p.product_name).join(', ') })}:{' '}
            <strong>{formatMoney(kitTotal)}</strong>
          </>
        ) : (
          t('settingsPages.enrolment.noKit')
        )}
      </Typography.Text>
      <Flex gap={8} align="center" style={{ marginTop: 4 }}>
        <Switch aria-label={label} checked={value === true} disabled={disabled || readonly} onChange={(checked) => onChange(checked)} />
        <Typography.Text>{t('settingsPages.enrolment.book')}</Typography.Text>
      </Flex>
    </Flex>
  );
}
