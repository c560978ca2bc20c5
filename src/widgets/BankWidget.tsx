/**
 * rjsf widget for the academy's bank (`x-widget: bank`): the NAPAS banks to pick from, found by
 * short or full name with or without accents, keeping the short name ("Vietcombank") that the
 * fee's VietQR finds the bank by. A name typed freely stays allowed; one that names no bank of
 * the list is told, since fees then carry no VietQR.
 */
import type { WidgetProps } from '@rjsf/utils';
import { AutoComplete, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANKS, bankNamed } from '../../domain/banks';
import { includesFolded } from '../../domain/fold-text';

const OPTIONS = BANKS.map((bank) => ({
  value: bank.short,
  label: (
    <Flex vertical>
      <Typography.Text strong>{bank.short}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12, whiteSpace: 'normal' }}>
        {bank.name}
      </Typography.Text>
    </Flex>
  ),
  searchText: [bank.short, bank.name, ...(bank.aliases ?? [])].join(' '),
}));

export function BankWidget({ id, value, onChange, onBlur, disabled, readonly, placeholder }: WidgetProps) {
  const { t } = useTranslation();
  const typed = typeof value === 'string' ? value : '';
  return (
    <Flex vertical gap={4}>
      <AutoComplete
        id={id}
        value={typed}
        placeholder={placeholder}
        disabled={disabled || readonly}
        options={OPTIONS}
        filterOption={(input, option) => includesFolded(option?.searchText ?? '', input)}
        onChange={(next: string) => onChange(next === '' ? undefined : next)}
        onBlur={() => onBlur(id, value)}
        popupMatchSelectWidth
      />
      {typed.trim().length >= 2 && !bankNamed(typed) && (
        <Typography.Text type="warning" style={{ fontSize: 12 }} data-testid="bank-unknown">
          {t('settingsPages.general.bankUnknown')}
        </Typography.Text>
      )}
    </Flex>
  );
}
