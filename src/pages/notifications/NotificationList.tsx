/** The parent notifications: the generated list, with the message to all parents over it where the package sends one. */
import ResourceList from '../../crud/ResourceList';
import { BroadcastButton } from './BroadcastButton';

export default function NotificationList({ resource }: { resource: string }) {
  return <ResourceList resource={resource} extra={<BroadcastButton />} />;
}
