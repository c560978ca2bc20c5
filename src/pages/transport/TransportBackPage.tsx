/** /transports/attendances/back: riders taken back home ("Chiều về"). */
import { PickupAttendance } from './PickupAttendance';

export default function TransportBackPage() {
  return <PickupAttendance direction="back" />;
}
