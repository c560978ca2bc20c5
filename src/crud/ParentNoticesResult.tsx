/**
 * The answer of an action that messages parents (a fee's payment reminder): who the message
 * will reach and on which channels, and who it cannot, and why; those are listed as not sent
 * in the parent notifications, for Resend once they can be reached.
 */
import { Button, Modal, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ParentNotices } from '../../domain/parent-notices';
import { noticeLines } from '../pages/attendance/parent-notices';
import type { ActionResultProps } from './action-results';

export default function ParentNoticesResult({ data, title, onClose }: ActionResultProps) {
  const { t, i18n } = useTranslation();
  const { told, notTold } = noticeLines(data as ParentNotices, t, i18n.resolvedLanguage ?? 'vi');
  return (
    <Modal open title={title} width={480} onCancel={onClose} footer={<Button onClick={onClose}>{t('buttons.close')}</Button>}>
      <Result
        status={notTold ? 'warning' : 'success'}
        title={t('attendance.notices.title')}
        subTitle={
          <>
            {told && <Typography.Paragraph>{told}</Typography.Paragraph>}
            {notTold && <Typography.Paragraph>{notTold}</Typography.Paragraph>}
          </>
        }
        style={{ padding: '16px 0 8px' }}
        extra={notTold && <Link to="/notifications?statuses=NOT_SENT">{t('attendance.notices.seeList')}</Link>}
      />
    </Modal>
  );
}
