/** /attendances/players: the players' attendance by class, by day or by month. */
import { AttendanceScreen } from './AttendanceScreen';

export default function AttendancePlayersPage() {
  return <AttendanceScreen kind="player" />;
}
