/** The tri-state check-in of one person (spec §3: none -1, present 1, absent 0) as three radio buttons: arrow keys move, Space picks. */
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { enumLabel } from '../../../domain/enum-labels';
import { ABSENT, NONE, PRESENT } from '../../../domain/check-in';

const CHOICES = [
  { value: NONE, className: 'check-in-none' },
  { value: PRESENT, className: 'check-in-present' },
  { value: ABSENT, className: 'check-in-absent' },
];

interface Props {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Whose check-in it is, for screen readers. */
  name: string;
}

export function CheckInChoice({ value, onChange, disabled, name }: Props) {
  const { i18n } = useTranslation();
  return (
    <Radio.Group
      className="check-in-choice"
      value={value}
      onChange={(event) => onChange(event.target.value as number)}
      optionType="button"
      buttonStyle="solid"
      size="small"
      disabled={disabled}
      aria-label={name}
    >
      {CHOICES.map((choice) => (
        <Radio.Button key={choice.value} value={choice.value} className={choice.className}>
          {enumLabel('check_in', choice.value, i18n.language)}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
