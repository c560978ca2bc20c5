/**
 * The coupon code of a plan order, checked against `GET /api-public/coupons/{code}`
 * when applied. Spec §8: no toast for this call; the reason a code cannot be
 * used shows under the field.
 */
import { useCustom, type HttpError } from '@refinedev/core';
import { Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money';
import { subscriptionUrl } from './subscription-api';
import type { Coupon } from '../../../domain/subscription';

interface Props {
  /** The code in force (checked), or null. */
  onChange: (code: string | null) => void;
}

export function CouponField({ onChange }: Props) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [checking, setChecking] = useState('');
  const { query, result } = useCustom<Coupon>({
    url: subscriptionUrl(`coupons/${encodeURIComponent(checking)}`),
    method: 'get',
    errorNotification: false,
    queryOptions: { enabled: Boolean(checking), retry: false, staleTime: 0, gcTime: 0 },
  });
  const coupon = checking && query.isSuccess ? result.data : undefined;
  const error = checking && query.isError ? (query.error as HttpError).message : undefined;

  useEffect(() => onChange(coupon ? coupon.code : null), [coupon, onChange]);

  const apply = () => setChecking(typed.trim());
  const remove = () => {
    setTyped('');
    setChecking('');
  };
  const value = coupon && (coupon.percent !== null ? `${coupon.percent}%` : formatMoney(coupon.amount ?? 0));

  return (
    <Form.Item
      label={t('plan.coupon')}
      validateStatus={error ? 'error' : coupon ? 'success' : undefined}
      help={error ?? (coupon && t('plan.couponApplied', { code: coupon.code, value }))}
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('plan.coupon')}
          placeholder={t('plan.couponPlaceholder')}
          value={typed}
          maxLength={40}
          onChange={(e) => {
            setTyped(e.target.value.toUpperCase());
            setChecking('');
          }}
          onPressEnter={(e) => {
            e.preventDefault();
            apply();
          }}
          disabled={Boolean(coupon)}
        />
        {coupon ? (
          <Button onClick={remove}>{t('plan.removeCoupon')}</Button>
        ) : (
          <Button onClick={apply} disabled={!typed.trim()} loading={query.isFetching}>
            {t('plan.applyCoupon')}
          </Button>
        )}
      </Space.Compact>
    </Form.Item>
  );
}
