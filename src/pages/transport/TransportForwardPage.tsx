/** /transports/attendances/forward: riders picked up on the way to the academy ("Chiều đi"). */
import { PickupAttendance } from './PickupAttendance';

export default function TransportForwardPage() {
  return <PickupAttendance direction="forward" />;
}
