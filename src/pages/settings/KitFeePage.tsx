/**
 * /settings/kit-fee-defination: the kit a new player is offered: a row per
 * product (add, remove) and the running total of their current selling prices.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMany, type CrudFilter } from '@refinedev/core';
import { Button, Flex, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsSchema } from '../../../schemas/settings';
import { RelationSelect } from '../../components/RelationSelect';
import { formatMoney } from '../../../domain/money';
import { PRIMARY } from '../../theme';
import { sameValues } from './same-values';
import { SettingsCard } from './SettingsCard';
import type { FieldMessages } from './settings-errors';
import { useSettingsSection } from './use-settings-section';

/** Only products on sale can be in the kit. */
const ON_SALE: CrudFilter[] = [{ field: 'auditingStatuses', operator: 'in', value: 1 }];
const MAX_PRODUCTS = settingsSchema.properties.kit_fee_definitions.properties!.kit_fee_products.maxItems ?? 30;

type Row = { product_id?: number };

export default function KitFeePage() {
  const { t } = useTranslation();
  const { value, failed, saving, save } = useSettingsSection('kit_fee_definitions');
  const [rows, setRows] = useState<Row[]>();
  const [errors, setErrors] = useState<FieldMessages>({});
  // Filled when the saved values arrive and again when they change (a save's refetch); a refetch that
  // answers the same values keeps the same object, so it leaves the user's edits alone.
  const [filledFrom, setFilledFrom] = useState<typeof value>();
  if (value !== filledFrom) {
    setFilledFrom(value);
    if (value) setRows(value.kit_fee_products.map((p) => ({ product_id: p.product_id })));
  }

  const ids = [...new Set((rows ?? []).flatMap((r) => r.product_id ?? []))];
  const { result: products } = useMany({ resource: 'products', ids, queryOptions: { enabled: ids.length > 0 }, errorNotification: false });
  const price = (id?: number) => Number(products.data.find((p) => p.id === id)?.selling_price ?? 0);
  const total = (rows ?? []).reduce((sum, r) => sum + price(r.product_id), 0);

  const change = (next: Row[]) => {
    setRows(next);
    setErrors({});
  };
  const submit = async () => {
    if (!rows) return;
    const empty = rows.flatMap((r, i) => (r.product_id ? [] : [i]));
    if (empty.length)
      return setErrors(Object.fromEntries(empty.map((i) => [`kit_fee_products.${i}.product_id`, t('validation.required')])));
    setErrors((await save({ kit_fee_products: rows.map((r) => ({ product_id: r.product_id! })) } as never)) ?? {});
  };

  const saved = value?.kit_fee_products.map((p) => ({ product_id: p.product_id }));
  return (
    <SettingsCard
      description={t('pageDescriptions.settings_kit_fee')}
      loading={!rows}
      failed={failed}
      dirty={Boolean(rows && saved && !sameValues(rows, saved))}
      saving={saving}
      onSave={() => void submit()}
    >
      <Flex vertical gap={8} style={{ maxWidth: 720 }}>
        {rows?.map((row, i) => {
          const label = t('settingsPages.kit.product', { n: i + 1 });
          const error = errors[`kit_fee_products.${i}.product_id`];
          return (
            <Form.Item
              key={i}
              label={label}
              layout="vertical"
              validateStatus={error ? 'error' : undefined}
              help={error}
              style={{ margin: 0 }}
            >
              <Flex gap={8} align="center">
                <RelationSelect
                  aria-label={label}
                  resource="products"
                  filters={ON_SALE}
                  value={row.product_id}
                  placeholder={t('settingsPages.kit.choose')}
                  onChange={(next) => change(rows.map((r, j) => (j === i ? { product_id: next as number | undefined } : r)))}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <Typography.Text style={{ minWidth: 110, textAlign: 'right' }}>
                  {row.product_id ? formatMoney(price(row.product_id)) : ''}
                </Typography.Text>
                <Button
                  aria-label={t('settingsPages.kit.remove', { n: i + 1 })}
                  icon={<DeleteOutlined />}
                  danger
                  type="text"
                  onClick={() => change(rows.filter((_, j) => j !== i))}
                />
              </Flex>
            </Form.Item>
          );
        })}
        {rows?.length === 0 && <Typography.Text type="secondary">{t('settingsPages.kit.empty')}</Typography.Text>}
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={(rows?.length ?? 0) >= MAX_PRODUCTS}
          onClick={() => change([...(rows ?? []), {}])}
        >
          {t('settingsPages.kit.add')}
        </Button>
        <Flex justify="space-between" style={{ paddingTop: 8, borderTop: '1px solid #eaeaea' }}>
          <Typography.Text strong>{t('settingsPages.kit.total')}</Typography.Text>
          <Typography.Text strong style={{ color: PRIMARY }}>
            {formatMoney(total)}
          </Typography.Text>
        </Flex>
      </Flex>
    </SettingsCard>
  );
}
