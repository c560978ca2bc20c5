/** /attendances/managers: the teachers' attendance by class, the sessions they taught (timekeeping, payroll). */
import { AttendanceScreen } from './AttendanceScreen';

export default function AttendanceManagersPage() {
  return <AttendanceScreen kind="teacher" />;
}
