/** "Message all parents": offered to whom the server lets send it (BROADCAST_GATE), opening the message's form. */
import { NotificationOutlined } from '@ant-design/icons';
import { useGetIdentity } from '@refinedev/core';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROADCAST_GATE } from '../../../domain/broadcast';
import { isAllowed } from '../../providers/access-control-provider';
import type { Profile } from '../../providers/profile';
import { BroadcastModal } from './BroadcastModal';

export function BroadcastButton() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<Profile>();
  const [open, setOpen] = useState(false);
  if (!user || !isAllowed(BROADCAST_GATE, user)) return null;
  return (
    <>
      <Button icon={<NotificationOutlined />} onClick={() => setOpen(true)}>
        {t('broadcast.open')}
      </Button>
      {open && <BroadcastModal onClose={() => setOpen(false)} />}
    </>
  );
}
