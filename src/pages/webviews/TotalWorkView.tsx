/**
 * /view/webview-total-work?token=&lang=&month=[&managerId=]: the sessions each
 * teacher taught in a month, from their attendance (as /time-keeping counts
 * them); with `managerId`, that one teacher's days and classes.
 */
import { Card, Descriptions, Empty, Flex, List, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/dates';
import type { TeacherMonth, Timekeeping } from '../../../domain/timekeeping';
import { isMonth, linkMonth, MonthSwitch } from './MonthSwitch';
import { InvalidLinkError, useWebViewData, type WebViewGet } from './use-webview-data';
import { WebViewFrame } from './WebViewFrame';

async function loadWork(get: WebViewGet, link: URLSearchParams) {
  const month = linkMonth(link);
  const managerId = link.get('managerId');
  if (!isMonth(month) || (managerId !== null && !/^\d+$/.test(managerId))) throw new InvalidLinkError();
  const { items, sessions } = await get<Timekeeping>('/admin/managers/attendances-statistic', { month });
  return { teachers: managerId ? items.filter((item) => item.manager.id === Number(managerId)) : items, sessions, one: managerId !== null };
}

function TeacherDays({ teacher }: { teacher: TeacherMonth }) {
  const { t } = useTranslation();
  return (
    <List
      size="small"
      dataSource={teacher.days.filter((day) => day.sessions > 0)}
      rowKey="date"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.noData')} /> }}
      renderItem={(day) => (
        <List.Item extra={<Tag color="purple">{day.sessions}</Tag>}>
          <List.Item.Meta title={formatDate(day.date)} description={day.classes.map((c) => c.name).join(', ')} />
        </List.Item>
      )}
    />
  );
}

export default function TotalWorkView() {
  const { t } = useTranslation();
  const { state, retry } = useWebViewData(loadWork);
  return (
    <WebViewFrame state={state} retry={retry}>
      {({ teachers, sessions, one }) => (
        <Card styles={{ body: { padding: 16 } }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('webview.totalWork')}
          </Typography.Title>
          <MonthSwitch />
          {!one && <Tag color="purple">{t('webview.sessionsTaught', { count: sessions })}</Tag>}
          <List
            dataSource={teachers}
            rowKey={(item) => item.manager.id}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crud.noData')} /> }}
            renderItem={(teacher) => (
              <List.Item style={{ display: 'block' }}>
                <Flex justify="space-between" align="baseline" gap={8}>
                  <Typography.Text strong>{teacher.manager.name}</Typography.Text>
                  <Tag color="purple">{t('webview.sessionsTaught', { count: teacher.sessions })}</Tag>
                </Flex>
                <Descriptions
                  size="small"
                  column={1}
                  items={[
                    ...(teacher.branch
                      ? [{ key: 'branch', label: t('managers.fields.branch_id.label'), children: teacher.branch.name }]
                      : []),
                    { key: 'days', label: t('webview.daysTaught'), children: teacher.days_taught },
                    { key: 'absences', label: t('webview.absences'), children: teacher.absences },
                  ]}
                />
                {one && <TeacherDays teacher={teacher} />}
              </List.Item>
            )}
          />
        </Card>
      )}
    </WebViewFrame>
  );
}
