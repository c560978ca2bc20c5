/**
 * /settings/transport-mode: one row per branch: whether it runs pick-up and
 * drop-off, and its fee (free, per turn or monthly, with the amount).
 */
import { useList } from '@refinedev/core';
import { Flex, Form, Radio, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsSchema, type TransportSetting } from '../../../schemas/settings';
import type { PropertySchema } from '../../../schemas/vocabulary';
import { MoneyInput } from './MoneyInput';
import { sameValues } from './same-values';
import { SettingsCard } from './SettingsCard';
import type { FieldMessages } from './settings-errors';
import { FREE, rowsMissingAmount, toSaved, transportRows, type BranchRef } from './transport-rows';
import { useSettingsSection } from './use-settings-section';

const row = settingsSchema.properties.transport_settings.items!.properties as Record<string, PropertySchema>;
const FEE_TYPES = row.fee_type.enum as Array<0 | 1 | 2>;

export default function TransportModePage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  const { value, failed, saving, save } = useSettingsSection('transport_settings');
  const { result, query } = useList<BranchRef>({
    resource: 'branches',
    pagination: { pageSize: 100 },
    sorters: [{ field: 'name', order: 'asc' }],
  });
  const [rows, setRows] = useState<TransportSetting[]>();
  const [errors, setErrors] = useState<FieldMessages>({});
  const branches = result.data;
  // Rows are rebuilt only when what is saved or the branch list changes (`branches` is a new array each
  // render, so the list is compared by its ids); an unchanged refetch leaves the user's edits alone.
  const branchIds = branches.map((b) => b.id).join(',');
  const branchesReady = query.isSuccess;
  const [filledFrom, setFilledFrom] = useState<{ value?: typeof value; branchesReady: boolean; branchIds: string }>({
    branchesReady: false,
    branchIds: '',
  });
  if (value !== filledFrom.value || branchesReady !== filledFrom.branchesReady || branchIds !== filledFrom.branchIds) {
    setFilledFrom({ value, branchesReady, branchIds });
    if (value && branchesReady) setRows(transportRows(branches, value));
  }

  const update = (index: number, change: Partial<TransportSetting>) => {
    setRows((current) => current?.map((r, i) => (i === index ? { ...r, ...change } : r)));
    setErrors({});
  };
  const submit = async () => {
    if (!rows) return;
    const missing = rowsMissingAmount(rows);
    if (missing.length) return setErrors(Object.fromEntries(missing.map((i) => [`${i}.amount`, t('validation.required')])));
    setErrors((await save(toSaved(rows))) ?? {});
  };

  return (
    <SettingsCard
      description={t('pageDescriptions.settings_transport_mode')}
      loading={!rows}
      failed={failed || query.isError}
      dirty={Boolean(rows && value && !sameValues(toSaved(rows), transportRows(branches, value)))}
      saving={saving}
      onSave={() => void submit()}
    >
      <Flex vertical gap={12}>
        {rows?.map((setting, i) => {
          const branch = branches.find((b) => b.id === setting.branch_id);
          const error = errors[`${i}.amount`];
          return (
            <Flex
              key={setting.branch_id}
              wrap
              gap={16}
              align="center"
              style={{ padding: 12, border: '1px solid #eaeaea', borderRadius: 8 }}
            >
              <Flex gap={8} align="center" style={{ minWidth: 200, flex: '1 1 200px' }}>
                <Switch aria-label={branch?.name} checked={setting.is_enable} onChange={(on) => update(i, { is_enable: on })} />
                <Typography.Text strong>{branch?.name}</Typography.Text>
              </Flex>
              <Radio.Group
                aria-label={`${row.fee_type['x-label']?.[lang]} - ${branch?.name}`}
                value={setting.fee_type}
                disabled={!setting.is_enable}
                onChange={(e) => update(i, { fee_type: e.target.value })}
                options={FEE_TYPES.map((type) => ({ value: type, label: row.fee_type['x-enum-labels']?.[String(type)]?.[lang] }))}
              />
              <Form.Item
                validateStatus={error ? 'error' : undefined}
                help={error ?? errors[`${i}.branch_id`]}
                style={{ margin: 0, flex: '0 1 220px' }}
              >
                <MoneyInput
                  aria-label={`${row.amount['x-label']?.[lang]} - ${branch?.name}`}
                  value={setting.fee_type === FREE ? undefined : setting.amount}
                  max={row.amount.maximum}
                  disabled={!setting.is_enable || setting.fee_type === FREE}
                  onChange={(amount) => update(i, { amount: amount ?? 0 })}
                />
              </Form.Item>
            </Flex>
          );
        })}
        {rows?.length === 0 && <Typography.Text type="secondary">{t('crud.noData')}</Typography.Text>}
      </Flex>
    </SettingsCard>
  );
}
