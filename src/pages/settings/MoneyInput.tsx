/** An integer VND amount typed in number mode, shown as 1.234.567 đ (spec §5), outside a schema form. */
import { Input } from 'antd';
import { formatNumber, parseAmount } from '../../../domain/money';

export interface MoneyInputProps {
  value?: number;
  onChange: (value: number | undefined) => void;
  max?: number;
  disabled?: boolean;
  'aria-label'?: string;
  status?: 'error';
}

export function MoneyInput({ value, onChange, max, disabled, status, ...rest }: MoneyInputProps) {
  return (
    <Input
      {...rest}
      inputMode="numeric"
      suffix="đ"
      status={status}
      disabled={disabled}
      value={typeof value === 'number' ? formatNumber(value) : ''}
      onChange={(e) => onChange(parseAmount(e.target.value, { min: 0, max }))}
    />
  );
}
