/** A rider's tri-state check-in box: each click moves empty → present (✓, green) → absent (✗, red) → empty. */
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { Button, theme, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../domain/enum-labels';
import { ABSENT, PRESENT } from '../../../domain/check-in';
import { nextCheckIn } from './pickup-marks';

interface Props {
  value: number;
  onChange: (value: number) => void;
  /** Whose check-in it is, for screen readers. */
  name: string;
}

export function PickupBox({ value, onChange, name }: Props) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const label = enumLabel('check_in', value, i18n.language);
  const look =
    value === PRESENT
      ? { icon: <CheckOutlined />, style: { background: token.colorSuccess, borderColor: token.colorSuccess, color: token.colorWhite } }
      : value === ABSENT
        ? { icon: <CloseOutlined />, style: { background: token.colorError, borderColor: token.colorError, color: token.colorWhite } }
        : { icon: null, style: { borderColor: token.colorWarning } };
  return (
    <Tooltip title={`${label}. ${t('transport.cycleHint')}`}>
      <Button
        aria-label={`${name}: ${label}`}
        data-check-in={value}
        icon={look.icon}
        style={{ width: 36, height: 36, ...look.style }}
        onClick={() => onChange(nextCheckIn(value))}
      />
    </Tooltip>
  );
}
