/** A queue row's buttons: the pack's own actions (renew, not renewing), run as on the pack's page. */
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RenewalRow } from '../../../domain/session-renewals';
import { catalogue } from '../../catalogue';
import { useActionRunner } from '../../crud/use-action-runner';

const ACTIONS = catalogue.session_packs?.['x-actions'] ?? [];

export function PackActions({ row, onDone }: { row: RenewalRow; onDone: () => void }) {
  const { t } = useTranslation();
  const { start, dialog } = useActionRunner(
    'session_packs',
    { id: row.pack_id, player_id: row.player_id, course_id: row.course_id },
    onDone,
  );
  return (
    <Space>
      {ACTIONS.map((action) => (
        <Button key={action.name} type={action.name === 'renew' ? 'primary' : 'default'} size="small" onClick={() => start(action)}>
          {t(`session_packs.actions.${action.name}`)}
        </Button>
      ))}
      {dialog}
    </Space>
  );
}
