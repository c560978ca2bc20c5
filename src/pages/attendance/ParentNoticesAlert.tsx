/**
 * After a save, who the parents' messages will reach and who they cannot, and why, until the
 * next save or until closed; a link opens the parent notifications, where those not reached
 * are listed as not sent, for Resend once they can be. It comes into view when it appears:
 * on a phone the Save pressed is far below it.
 */
import { useCan } from '@refinedev/core';
import { Alert, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ParentNotices } from '../../../domain/parent-notices';
import { noticeLines } from './parent-notices';

export function ParentNoticesAlert({ notices, onClose }: { notices: ParentNotices | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { data: can } = useCan({ resource: 'notifications', action: 'list' });
  const { told, notTold } = noticeLines(notices, t, i18n.resolvedLanguage ?? 'vi');
  const shown = Boolean(told || notTold);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) box.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [notices, shown]);
  if (!shown) return null;
  return (
    <div ref={box} className="attendance-notices-box">
      <Alert
        type={notTold ? 'warning' : 'info'}
        showIcon
        closable
        onClose={onClose}
        className="attendance-alert attendance-notices"
        role="status"
        message={t('attendance.notices.title')}
        description={
          <>
            {told && <Typography.Paragraph className="attendance-notices-line">{told}</Typography.Paragraph>}
            {notTold && <Typography.Paragraph className="attendance-notices-line">{notTold}</Typography.Paragraph>}
            {notTold && can?.can && <Link to="/notifications?statuses=NOT_SENT">{t('attendance.notices.seeList')}</Link>}
          </>
        }
      />
    </div>
  );
}
