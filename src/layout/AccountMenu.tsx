/**
 * Avatar menu: profile, plan, feedback, and sign-out after the spec §2 confirmation
 * (modal width 400). Profile and plan are moves of the router, asked about like any
 * other when the page has unsaved changes (LeavePrompt.tsx).
 */
import { CrownOutlined, LogoutOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { useCan, useGetIdentity, useGo, useLogout } from '@refinedev/core';
import { App, Avatar, Dropdown, Space, Typography } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../providers/profile';
import { lazyScreen } from '../components/lazy-screen';
import { PRIMARY } from '../theme';
import { useLeaveGuard } from './use-leave-guard';

// Loaded on first open: its upload and format rules need not weigh on every page load.
const FeedbackModal = lazyScreen(() => import('./FeedbackModal'));

export const LOGOUT_MODAL_WIDTH = 400;

export function AccountMenu({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { data: user } = useGetIdentity<Profile>();
  const { mutate: logout } = useLogout();
  const go = useGo();
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const { unsaved, release } = useLeaveGuard();

  // Signing out leaves the page too: with unsaved changes the one question says so, and OK drops them.
  const confirmLogout = () =>
    modal.confirm({
      width: LOGOUT_MODAL_WIDTH,
      title: t('header.logout'),
      content: unsaved ? (
        <>
          <p>{t('header.logoutConfirm')}</p>
          <Typography.Text type="danger">{t('header.logoutUnsaved')}</Typography.Text>
        </>
      ) : (
        t('header.logoutConfirm')
      ),
      okText: t('buttons.ok'),
      okButtonProps: { danger: unsaved },
      cancelText: t('buttons.cancel'),
      autoFocusButton: unsaved ? 'cancel' : 'ok',
      onOk: () => {
        release();
        logout();
      },
    });

  // The profile page is a package feature (spec §2): offered only where the package has it.
  const { data: profileOpen } = useCan({ resource: 'my-profile', action: 'list' });
  const items = [
    ...(profileOpen?.can
      ? [{ key: 'profile', icon: <UserOutlined />, label: t('header.profile'), onClick: () => go({ to: '/my-profile' }) }]
      : []),
    { key: 'my-plan', icon: <CrownOutlined />, label: t('header.myPlan'), onClick: () => go({ to: '/my-plan' }) },
    { key: 'feedback', icon: <MessageOutlined />, label: t('header.feedback'), onClick: () => setFeedbackOpen(true) },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, danger: true, label: t('header.logout'), onClick: confirmLogout },
  ];

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Space style={{ cursor: 'pointer' }} aria-label={t('header.account')} role="button">
          <Avatar src={user?.avatar || undefined} icon={<UserOutlined />} style={{ backgroundColor: PRIMARY }} />
          {!compact && user && (
            <Space direction="vertical" size={0} style={{ lineHeight: 1.2 }}>
              <Typography.Text strong>{user.name}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`roles.${user.user_type}`)}
              </Typography.Text>
            </Space>
          )}
        </Space>
      </Dropdown>
      {feedbackOpen && (
        <Suspense fallback={null}>
          <FeedbackModal open onClose={() => setFeedbackOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
