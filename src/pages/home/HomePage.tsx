/** The dashboard at `/`: greeting, the setup checklist and live counts of the main resources. */
import { CanAccess, useGetIdentity } from '@refinedev/core';
import { Col, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { resources } from '../../../resources.config';
import { icon } from '../../layout/icons';
import { useGreeting } from '../../layout/use-greeting';
import type { Profile } from '../../providers/profile';
import { OnboardingChecklist } from './OnboardingChecklist';
import { StatCard } from './StatCard';

/** Resources counted on the home page, in this order, when configured. */
const COUNTED = ['players', 'classes', 'branches'];

export default function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<Profile>();
  const greeting = useGreeting(user?.name);
  const counted = COUNTED.map((name) => resources.find((r) => r.name === name)).filter((r) => r !== undefined);

  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {greeting}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('home.intro')}</Typography.Paragraph>
      <OnboardingChecklist style={{ marginBottom: 16 }} />
      <Row gutter={[16, 16]}>
        {counted.map((entry) => (
          <CanAccess key={entry.name} resource={entry.name} action="list">
            <Col xs={24} sm={12} lg={8}>
              <StatCard resource={entry.name} icon={icon(entry.icon, entry.name)} />
            </Col>
          </CanAccess>
        ))}
      </Row>
    </>
  );
}
