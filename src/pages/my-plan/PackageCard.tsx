/** One package on offer: its monthly and yearly price next to the list price, setups, player limit, features, and the way to choose it. */
import { CheckCircleFilled } from '@ant-design/icons';
import { Badge, Button, Card, Divider, Flex, Tag, theme, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../domain/money';
import { FeatureTags } from './FeatureTags';
import type { PlanPackage } from '../../../domain/subscription';

/** Features shown before "+N more". */
const FEATURES_SHOWN = 8;

function Price({ plan }: { plan: PlanPackage }) {
  const { t } = useTranslation();
  if (plan.is_trial)
    return (
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('plan.free')}
      </Typography.Title>
    );
  return (
    <Flex vertical gap={2}>
      {plan.showing_maintain_fee > plan.maintain_fee && (
        <Typography.Text delete type="secondary">
          {formatMoney(plan.showing_maintain_fee)}
        </Typography.Text>
      )}
      <Flex align="baseline" gap={4}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {formatMoney(plan.maintain_fee)}
        </Typography.Title>
        <Typography.Text type="secondary">{t('plan.perMonth')}</Typography.Text>
      </Flex>
      <Typography.Text type="secondary">
        {t('plan.perYear', { price: formatMoney(plan.maintain_fee_per_year) })}{' '}
        {plan.showing_maintain_fee_per_year > plan.maintain_fee_per_year && (
          <Typography.Text delete type="secondary">
            {formatMoney(plan.showing_maintain_fee_per_year)}
          </Typography.Text>
        )}
      </Typography.Text>
    </Flex>
  );
}

function Features({ features }: { features: PlanPackage['features'] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const shown = all ? features : features.slice(0, FEATURES_SHOWN);
  const hidden = features.length - shown.length;
  return (
    <Flex vertical gap={6} align="flex-start">
      <FeatureTags features={shown} />
      {features.length > FEATURES_SHOWN && (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setAll(!all)}>
          {all ? t('plan.fewerFeatures') : t('plan.moreFeatures', { count: hidden })}
        </Button>
      )}
    </Flex>
  );
}

interface Props {
  plan: PlanPackage;
  current: boolean;
  selected: boolean;
  onChoose: () => void;
}

export function PackageCard({ plan, current, selected, onChoose }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const card = (
    <Card
      style={{ height: '100%', borderColor: selected ? token.colorPrimary : undefined, borderWidth: selected ? 2 : 1 }}
      title={
        <Flex align="center" gap={8} wrap>
          {plan.name}
          {plan.is_trial && <Tag color="gold">{t('plan.trial')}</Tag>}
        </Flex>
      }
    >
      <Flex vertical gap={12}>
        <Price plan={plan} />
        <Typography.Text>
          {plan.limit_players ? t('plan.players', { limit: formatNumber(plan.limit_players) }) : t('plan.unlimitedPlayers')}
        </Typography.Text>
        {!plan.is_trial && (
          <div>
            <Typography.Text strong>{t('plan.setupTitle')}</Typography.Text>
            <div>{t('plan.setupHub', { price: formatMoney(plan.setup_hub_fee) })}</div>
            <div>{t('plan.setupMobile', { price: formatMoney(plan.setup_mobile_fee) })}</div>
            {plan.limit_players !== null && plan.out_size_user_fee > 0 && (
              <Typography.Text type="secondary">{t('plan.outsize', { price: formatMoney(plan.out_size_user_fee) })}</Typography.Text>
            )}
          </div>
        )}
        <Features features={plan.features} />
        {!plan.is_trial && (
          <>
            <Divider style={{ margin: 0 }} />
            <Button type={selected ? 'primary' : 'default'} block onClick={onChoose} icon={selected ? <CheckCircleFilled /> : undefined}>
              {selected ? t('plan.selected') : current ? t('plan.renew') : t('plan.choose')}
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
  if (!current) return card;
  return (
    <Badge.Ribbon
      text={
        <>
          <CheckCircleFilled /> {t('plan.currentBadge')}
        </>
      }
    >
      {card}
    </Badge.Ribbon>
  );
}
