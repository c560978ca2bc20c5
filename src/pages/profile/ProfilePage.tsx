/** /my-profile: who is signed in, their role, academy and branches; their name, phone and password to change. */
import { UserOutlined } from '@ant-design/icons';
import { useCustom, useGetIdentity } from '@refinedev/core';
import { Avatar, Card, Descriptions, Flex, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../providers/profile';
import { PRIMARY } from '../../theme';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: user, isLoading, refetch } = useGetIdentity<Profile>();
  // The code a parent gives when they bring a friend; no toast if it cannot be read (spec §8).
  const { result: referral } = useCustom<{ referral_code: string }>({
    url: '/users/referral-code',
    method: 'get',
    errorNotification: false,
  });
  if (isLoading || !user) return <Skeleton active />;

  return (
    <>
      <Card>
        <Flex align="center" gap={16} style={{ marginBottom: 24 }}>
          <Avatar size={64} src={user.avatar || undefined} icon={<UserOutlined />} style={{ backgroundColor: PRIMARY }} />
          <div>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {user.name}
            </Typography.Title>
            <Typography.Text type="secondary">{user.academy.name}</Typography.Text>
          </div>
        </Flex>
        <Descriptions
          bordered
          column={1}
          items={[
            { key: 'name', label: t('profile.name'), children: user.name },
            { key: 'userName', label: t('profile.userName'), children: user.user_name },
            { key: 'role', label: t('profile.role'), children: <Tag color="purple">{t(`roles.${user.user_type}`)}</Tag> },
            { key: 'academy', label: t('profile.academy'), children: user.academy.name },
            {
              key: 'branches',
              label: t('profile.branches'),
              children: user.branches.map((b) => <Tag key={b.id}>{b.name}</Tag>),
            },
            {
              key: 'referral',
              label: t('profile.referralCode'),
              children: referral.data?.referral_code ? (
                <Typography.Text copyable code>
                  {referral.data.referral_code}
                </Typography.Text>
              ) : null,
            },
          ]}
        />
      </Card>
      <ProfileForm user={user} onSaved={() => void refetch()} />
      <PasswordForm />
    </>
  );
}
