/** The free-trial form: the child, the branch and its class slots, the parent. */
import { Button, Checkbox, DatePicker, Form, Input, Select, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../i18n/i18n';
import { DATE_FORMAT } from '../../../domain/dates';
import { slotLabel } from '../../../domain/time-slots';
import { dayName, slotKey, type PracticeValues } from './practice';
import type { PublicBranch } from '../../../domain/free-trial';
import { usePracticeRules } from './use-practice-rules';
import { useAcademyClock } from '../../providers/academy-clock';

interface Props {
  form: FormInstance<PracticeValues>;
  branches: PublicBranch[];
  branchesLoading: boolean;
  submitting: boolean;
  onSubmit: (values: PracticeValues) => void;
}

interface SlotOptionsProps {
  branch?: PublicBranch;
  /** Given by Form.Item. */
  value?: string[];
  onChange?: (keys: string[]) => void;
}

function SlotOptions({ branch, value, onChange }: SlotOptionsProps) {
  const { t, i18n } = useTranslation();
  if (!branch) return <Typography.Text type="secondary">{t('registration.pickBranchFirst')}</Typography.Text>;
  if (!branch.schedules.length) return <Typography.Text type="secondary">{t('registration.noSlots')}</Typography.Text>;
  const day = dayName((i18n.resolvedLanguage ?? 'vi') as Language);
  return (
    <Checkbox.Group
      value={value}
      onChange={onChange}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: 8 }}
      options={branch.schedules.map((slot) => ({ value: slotKey(slot), label: slotLabel(slot, day) }))}
    />
  );
}

export function RegistrationForm({ form, branches, branchesLoading, submitting, onSubmit }: Props) {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const rules = usePracticeRules();
  const branchId = Form.useWatch('branch_id', form);
  const branch = branches.find((b) => b.id === branchId);

  return (
    <Form<PracticeValues>
      form={form}
      layout="vertical"
      onFinish={onSubmit}
      // Slots belong to one branch: another branch starts the choice over.
      onValuesChange={(changed) => 'branch_id' in changed && form.setFieldValue('schedules', [])}
    >
      <Form.Item name="name" label={t('registration.childName')} rules={rules.name}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="date_of_birth" label={t('registration.dateOfBirth')} rules={rules.date_of_birth}>
        <DatePicker
          format={DATE_FORMAT}
          placeholder={DATE_FORMAT}
          style={{ width: '100%' }}
          disabledDate={(day) => day.isAfter(clock.now(), 'day')}
        />
      </Form.Item>
      <Form.Item name="branch_id" label={t('registration.branch')} rules={rules.branch_id} extra={branch?.address}>
        <Select
          loading={branchesLoading}
          placeholder={t('registration.branchPlaceholder')}
          options={branches.map((b) => ({ value: b.id, label: b.name }))}
        />
      </Form.Item>
      <Form.Item name="schedules" label={t('registration.schedules')} rules={rules.schedules}>
        <SlotOptions branch={branch} />
      </Form.Item>
      <Form.Item name="parent_name" label={t('registration.parentName')} rules={rules.parent_name}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="mobile" label={t('registration.mobile')} rules={rules.mobile}>
        <Input inputMode="numeric" autoComplete="tel" />
      </Form.Item>
      <Form.Item name="address" label={t('registration.address')} rules={rules.address}>
        <Input autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="note" label={t('registration.note')} rules={rules.note}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('registration.submit')}
      </Button>
    </Form>
  );
}
