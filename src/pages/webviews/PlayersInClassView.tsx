/**
 * /view/webview-players-in-class?classId=&token=&lang=: the active players of
 * one class for a teacher's phone — who they are, how to call the parent, and
 * how many sessions each has left.
 */
import { Avatar, Card, Empty, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/dates';
import { InvalidLinkError, useWebViewData, type WebViewGet } from './use-webview-data';
import { WebViewFrame } from './WebViewFrame';

interface ClassRecord {
  id: number;
  name: string;
  branch?: { id: number; name: string } | null;
}

interface PlayerRecord {
  id: number;
  name: string;
  date_of_birth?: string | null;
  mobile?: string | null;
  number_of_units: number;
}

interface Page<T> {
  total_elements: number;
  content: T[];
}

const ACTIVE = 1;

async function loadClass(get: WebViewGet, link: URLSearchParams) {
  const classId = link.get('classId') ?? '';
  if (!/^\d+$/.test(classId)) throw new InvalidLinkError();
  const [classRecord, players] = await Promise.all([
    get<ClassRecord>(`/admin/classes/${classId}`),
    get<Page<PlayerRecord>>('/admin/players', { classIds: classId, auditingStatuses: ACTIVE, size: 100, sort: 'name:asc' }),
  ]);
  return { classRecord, players: players.content, total: players.total_elements };
}

// Vietnamese names end with the given name, the one people are called by.
const initial = (name: string) => name.trim().split(/\s+/).pop()?.charAt(0).toUpperCase() ?? '';

function PlayerItem({ player }: { player: PlayerRecord }) {
  const { t } = useTranslation();
  const owes = player.number_of_units <= 0;
  return (
    <List.Item
      extra={
        <Flex vertical align="center" style={{ minWidth: 64 }}>
          <Tag color={owes ? 'red' : 'purple'} style={{ margin: 0, fontSize: 16, padding: '2px 10px' }}>
            {player.number_of_units}
          </Tag>
          <Typography.Text type="secondary" style={{ fontSize: 11, textAlign: 'center' }}>
            {t('players.fields.number_of_units.label')}
          </Typography.Text>
        </Flex>
      }
    >
      <List.Item.Meta
        avatar={<Avatar style={{ background: '#ede9fe', color: '#7c3aed' }}>{initial(player.name)}</Avatar>}
        title={player.name}
        description={
          <Flex vertical>
            {player.date_of_birth && <span>{`${t('players.fields.date_of_birth.label')}: ${formatDate(player.date_of_birth)}`}</span>}
            {player.mobile && <a href={`tel:${player.mobile}`}>{player.mobile}</a>}
          </Flex>
        }
      />
    </List.Item>
  );
}

export default function PlayersInClassView() {
  const { t } = useTranslation();
  const { state, retry } = useWebViewData(loadClass);
  return (
    <WebViewFrame state={state} retry={retry}>
      {({ classRecord, players, total }) => (
        <Card styles={{ body: { padding: 16 } }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {classRecord.name}
          </Typography.Title>
          <Flex wrap gap={8} style={{ margin: '8px 0 4px' }}>
            {classRecord.branch && (
              <Typography.Text type="secondary">{`${t('classes.fields.branch_id.label')}: ${classRecord.branch.name}`}</Typography.Text>
            )}
            <Tag color="purple">{t('webview.playerCount', { count: total })}</Tag>
          </Flex>
          <List
            dataSource={players}
            rowKey="id"
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('webview.noPlayers')} /> }}
            renderItem={(player) => <PlayerItem player={player} />}
          />
        </Card>
      )}
    </WebViewFrame>
  );
}
