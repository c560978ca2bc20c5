/** Sends a path the spec also names (`/customer/7`) to the screen that serves it (`/customers/7`). */
import { Navigate, useParams } from 'react-router';

export function PathAlias({ to }: { to: (params: Record<string, string | undefined>) => string }) {
  return <Navigate to={to(useParams())} replace />;
}
