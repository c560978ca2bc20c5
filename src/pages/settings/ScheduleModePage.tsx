/** /settings/schedule-mode: pausing the timetable, with the message shown meanwhile. */
import { SchemaSectionPage } from './SchemaSectionPage';

export default function ScheduleModePage() {
  return <SchemaSectionPage page="settings_schedule_mode" section="schedule_settings" />;
}
