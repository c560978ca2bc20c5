/**
 * Points and shop: each child's points balance and member level with the latest changes and why;
 * the rewards on offer with the points each costs, so a parent knows what points buy (redeemed at
 * the centre); the rewards the children redeemed; and the family's shop orders.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { ParentChild, ParentOrder, ParentRedeem, ParentReward } from '../../../domain/parent-area';
import { formatMoney, formatNumber } from '../../../domain/money';
import { fullDate } from '../../phone/dates';
import { parentApi } from '../api';
import { PageBar } from '../layout/PageBar';
import { Offered } from '../layout/Offered';
import { meQuery } from '../queries';
import { localDay } from './news-items';

/** The latest changes a child's card shows before "Show more". */
const FIRST_CHANGES = 5;
/** Order statuses (enums: order_status) by their chip's tone. */
const TONE: Record<number, string> = {
  1: 'chip--warn',
  2: 'chip--info',
  3: 'chip--bad',
  4: 'chip--bad',
  5: 'chip--info',
  6: 'chip--info',
  7: 'chip--ok',
};
const signed = (points: number) => `${points > 0 ? '+' : '−'}${formatNumber(Math.abs(points))}`;

function Status({ status }: { status: number | null }) {
  const { t } = useTranslation();
  if (status === null) return null;
  return <span className={`chip ${TONE[status] ?? ''}`}>{t(`shop.statuses.${status}`)}</span>;
}

function ChildPoints({ child }: { child: ParentChild }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const points = useQuery({ queryKey: ['points', child.id], queryFn: () => parentApi.points(child.id) });
  const history = points.data?.history ?? [];
  const shown = all ? history : history.slice(0, FIRST_CHANGES);
  return (
    <article className="card points" aria-label={child.name ?? undefined}>
      <div className="card__head">
        <h3>{child.name}</h3>
        {points.data && <strong className="points__balance">{t('shop.balance', { points: formatNumber(points.data.points) })}</strong>}
      </div>
      <Offered query={points}>
        {points.data && (
          <>
            <span className="chip chip--info">{t('shop.level', { level: t(`shop.levels.${points.data.level}`) })}</span>
            <h4 className="points__changes">{t('shop.changes')}</h4>
            {shown.length ? (
              <ul className="list" aria-label={t('shop.changes')}>
                {shown.map((change) => (
                  <li key={change.id} className="list__item points__change">
                    <div>
                      <strong>{t(`shop.reasons.${change.reason}`)}</strong>
                      <span className="muted"> · {fullDate(localDay(new Date(change.create_date)))}</span>
                      {change.note && <p className="muted">{change.note}</p>}
                    </div>
                    <span className={change.points > 0 ? 'chip chip--ok' : 'chip chip--bad'}>{signed(change.points)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="empty empty--small">{t('shop.noChanges')}</p>
            )}
            {history.length > shown.length && (
              <button className="button button--block" onClick={() => setAll(true)}>
                {t('shop.more')}
              </button>
            )}
            {(all || history.length <= FIRST_CHANGES) && history.length > 0 && points.data.earlier_points !== 0 && (
              <p className="muted">{t('shop.earlier', { points: formatNumber(points.data.earlier_points) })}</p>
            )}
          </>
        )}
      </Offered>
    </article>
  );
}

function OrderCard({ order }: { order: ParentOrder }) {
  const { t } = useTranslation();
  const items = (order.items ?? []).map((item) => `${item.product_name ?? ''} × ${item.quantity}`).join(', ');
  return (
    <article className="card" aria-label={t('shop.order', { id: order.id })}>
      <div className="card__head">
        <h3>{t('shop.order', { id: order.id })}</h3>
        <Status status={order.order_status} />
      </div>
      <p className="muted">{[order.player?.name, order.order_date && fullDate(order.order_date)].filter(Boolean).join(' · ')}</p>
      {items && <p>{items}</p>}
      {order.transaction_amount !== null && (
        <p className="fee__amount">{t('shop.total', { amount: formatMoney(order.transaction_amount) })}</p>
      )}
    </article>
  );
}

function RedeemCard({ redeem }: { redeem: ParentRedeem }) {
  const { t } = useTranslation();
  return (
    <article className="card" aria-label={redeem.reward?.name}>
      <div className="card__head">
        <h3>{redeem.reward?.name}</h3>
        <Status status={redeem.redeem_status} />
      </div>
      <p className="muted">{[redeem.player?.name, redeem.issue_date && fullDate(redeem.issue_date)].filter(Boolean).join(' · ')}</p>
      <p>{t('shop.used', { points: formatNumber(redeem.point_used) })}</p>
    </article>
  );
}

function RewardCard({ reward }: { reward: ParentReward }) {
  const { t } = useTranslation();
  const image = reward.images?.find((i) => i.url)?.url;
  return (
    <article className="card reward" aria-label={reward.name}>
      {image && <img className="reward__image" src={image} alt="" loading="lazy" />}
      <div className="reward__body">
        <div className="card__head">
          <h3>{reward.name}</h3>
          <span className="chip chip--info">{t('shop.cost', { points: formatNumber(reward.point_value) })}</span>
        </div>
        {reward.description && <p className="text">{reward.description}</p>}
        {reward.expired_date && <p className="muted">{t('shop.until', { day: fullDate(reward.expired_date) })}</p>}
      </div>
    </article>
  );
}

export function ShopPage() {
  const { t } = useTranslation();
  const me = useQuery(meQuery).data!;
  const orders = useQuery({ queryKey: ['orders'], queryFn: parentApi.orders });
  const redeems = useQuery({ queryKey: ['redeems'], queryFn: parentApi.redeems });
  const rewards = useQuery({ queryKey: ['rewards'], queryFn: parentApi.rewards });
  return (
    <main className="page">
      <PageBar title={t('shop.title')} />
      <Link href="/" className="muted">
        ← {t('shop.back')}
      </Link>
      <h2>{t('shop.points')}</h2>
      {me.children.length ? (
        me.children.map((child) => <ChildPoints key={child.id} child={child} />)
      ) : (
        <p className="empty">{t('home.none')}</p>
      )}
      <h2>{t('shop.rewards')}</h2>
      <Offered query={rewards}>
        {rewards.data?.content.length ? (
          <>
            <p className="muted">{t('shop.rewardsHint')}</p>
            {rewards.data.content.map((reward) => (
              <RewardCard key={reward.id} reward={reward} />
            ))}
          </>
        ) : (
          <p className="empty">{t('shop.noRewards')}</p>
        )}
      </Offered>
      <h2>{t('shop.redeemed')}</h2>
      <Offered query={redeems}>
        {redeems.data?.content.length ? (
          redeems.data.content.map((redeem) => <RedeemCard key={redeem.id} redeem={redeem} />)
        ) : (
          <p className="empty">{t('shop.noRedeems')}</p>
        )}
      </Offered>
      <h2>{t('shop.orders')}</h2>
      <Offered query={orders}>
        {orders.data?.content.length ? (
          orders.data.content.map((order) => <OrderCard key={order.id} order={order} />)
        ) : (
          <p className="empty">{t('shop.noOrders')}</p>
        )}
      </Offered>
    </main>
  );
}
