/** The month a web view shows (`month=YYYY-MM` in its link, this month by default), with buttons to the month before and after. */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { API_MONTH_FORMAT, formatMonth } from '../../../domain/dates';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The link's month, or this month when it names none (a malformed one is refused by the loader). */
export const linkMonth = (link: URLSearchParams) => link.get('month') ?? dayjs().format(API_MONTH_FORMAT);
export const isMonth = (month: string) => MONTH.test(month);

export function MonthSwitch() {
  const { t } = useTranslation();
  const [link, setLink] = useSearchParams();
  const month = dayjs(linkMonth(link), API_MONTH_FORMAT);
  const go = (step: number) => {
    const next = new URLSearchParams(link);
    next.set('month', month.add(step, 'month').format(API_MONTH_FORMAT));
    setLink(next);
  };
  return (
    <Flex align="center" justify="space-between" style={{ margin: '4px 0 12px' }}>
      <Button icon={<LeftOutlined />} aria-label={t('webview.previousMonth')} onClick={() => go(-1)} />
      <Typography.Text strong>{formatMonth(month)}</Typography.Text>
      <Button icon={<RightOutlined />} aria-label={t('webview.nextMonth')} onClick={() => go(1)} />
    </Flex>
  );
}
