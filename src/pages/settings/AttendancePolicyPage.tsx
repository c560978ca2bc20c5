/** /settings/attendance-policy: learning debt, leave requests, several sessions per check-in. */
import { SchemaSectionPage } from './SchemaSectionPage';

export default function AttendancePolicyPage() {
  return <SchemaSectionPage page="settings_attendance_policy" section="attendance_settings" />;
}
