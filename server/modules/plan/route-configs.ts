/** Route configs of the subscription service: open while the subscription has lapsed, since that is when an academy pays. */
import { ADMIN_APP_ROLES, type Role } from '../../../resources.config';

export const memberConfig = { gate: { roles: ADMIN_APP_ROLES, features: [] }, openWhenLapsed: true };
export const adminConfig = { gate: { roles: ['admin'] as Role[], features: [] }, openWhenLapsed: true };
