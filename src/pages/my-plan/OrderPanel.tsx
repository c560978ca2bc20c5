/**
 * The order for the chosen package: plan option (the admin-only ones offered to
 * the admin only, spec §6; a renewal starts on yearly maintenance), duration
 * (spec §9), coupon, and the price the server computes for exactly that
 * (`POST /api-public/payments?preview=true`). Paying goes on to the payment page
 * with the order in its address.
 */
import { CreditCardOutlined } from '@ant-design/icons';
import { useCustom, type HttpError } from '@refinedev/core';
import { Button, Card, Col, Flex, Form, Radio, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Role } from '../../../resources.config';
import { enumLabel } from '../../../domain/enum-labels';
import { choicesFor, DURATIONS, type Duration, type PlanChoice } from '../../../domain/plan-options';
import { durationLabel } from '../../../domain/price-lines';
import { CouponField } from './CouponField';
import { orderToSearch, type PlanOrder } from './plan-order';
import { PriceBreakdown } from './PriceBreakdown';
import { subscriptionUrl } from './subscription-api';
import type { PlanPackage, Quote } from '../../../domain/subscription';

export const PAYMENT_ROUTE = '/my-plan/payment';

const durationKey = (d: Duration) => `${d.duration}${d.duration_unit}`;

/** Renewing the package in use is paying its maintenance (the setup is done), where the caller may choose it; buying another starts with the Hub. */
const firstChoice = (choices: PlanChoice[], current: boolean): PlanChoice =>
  current && choices.includes('MAINTAIN_YEARLY') ? 'MAINTAIN_YEARLY' : 'HUB';

interface Props {
  plan: PlanPackage;
  current: boolean;
  role: Role;
}

export function OrderPanel({ plan, current, role }: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // The extra fee is for players over the limit of the package in use.
  const choices = choicesFor(role).filter((c) => c !== 'EXTRA_FEE' || current);
  const [picked, setChoice] = useState<PlanChoice>(() => firstChoice(choices, current));
  const choice = choices.includes(picked) ? picked : firstChoice(choices, current);
  const [durationPicked, setDuration] = useState('1YEAR');
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const duration = DURATIONS.find((d) => durationKey(d) === durationPicked)!;
  const order: PlanOrder = { package_id: plan.id, plan_choice: choice, ...duration, ...(couponCode ? { coupon_code: couponCode } : {}) };

  const { query, result } = useCustom<Quote>({
    url: subscriptionUrl('payments'),
    method: 'post',
    config: { query: { preview: true }, payload: order },
    // Refused orders show their reason beside the price, not as a toast.
    errorNotification: false,
    queryOptions: { retry: false, placeholderData: (previous) => previous },
  });
  const quote = query.isSuccess ? result.data : undefined;
  const error = query.isError ? (query.error as HttpError).message : undefined;
  const lang = i18n.resolvedLanguage ?? 'vi';

  return (
    <Card title={t('plan.order', { name: plan.name })}>
      <Row gutter={[32, 16]}>
        <Col xs={24} lg={13}>
          <Form layout="vertical" requiredMark={false}>
            <Form.Item label={t('plan.choice')}>
              <Radio.Group
                value={choice}
                onChange={(e) => {
                  setChoice(e.target.value);
                  // Yearly maintenance is by whole years.
                  if (e.target.value === 'MAINTAIN_YEARLY' && duration.duration_unit === 'MONTH') setDuration('1YEAR');
                }}
                style={{ width: '100%' }}
              >
                <Flex vertical gap={8}>
                  {choices.map((c) => (
                    <Radio key={c} value={c}>
                      <Typography.Text strong>{enumLabel('plan_choice', c, lang)}</Typography.Text>
                      <br />
                      <Typography.Text type="secondary">{t(`plan.choiceHints.${c}`)}</Typography.Text>
                    </Radio>
                  ))}
                </Flex>
              </Radio.Group>
            </Form.Item>
            <Form.Item label={t('plan.duration')}>
              <Radio.Group
                value={durationKey(duration)}
                onChange={(e) => setDuration(e.target.value)}
                optionType="button"
                buttonStyle="solid"
              >
                {DURATIONS.map((d) => (
                  <Radio.Button
                    key={durationKey(d)}
                    value={durationKey(d)}
                    disabled={choice === 'MAINTAIN_YEARLY' && d.duration_unit === 'MONTH'}
                  >
                    {durationLabel(d, t)}
                  </Radio.Button>
                ))}
              </Radio.Group>
            </Form.Item>
            <CouponField onChange={setCouponCode} />
          </Form>
        </Col>
        <Col xs={24} lg={11}>
          <Flex vertical gap={16}>
            <PriceBreakdown quote={quote} loading={query.isFetching} error={error} />
            <Button
              type="primary"
              size="large"
              icon={<CreditCardOutlined />}
              disabled={!quote || query.isFetching}
              onClick={() => navigate(`${PAYMENT_ROUTE}?${orderToSearch(order)}`)}
            >
              {t('plan.pay')}
            </Button>
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}
