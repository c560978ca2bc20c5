/** The academy's details as `GET /admin/academies/my-academy` answers them (settings → general). */
import type { Academy } from '../../providers/academy';

export const MY_ACADEMY_URL = '/admin/academies/my-academy';

export interface AcademyDetails extends Academy {
  director: string | null;
  size: number | null;
  /** Spec §3 industry type, 1 (football) to 10 (other). */
  industry_type: number | null;
  city: string | null;
  address: string | null;
  primary_contact: string | null;
  account_name: string | null;
  account_number: string | null;
  bank_name: string | null;
  logo: string | null;
  qr_code: string | null;
}

/** `imageType` of the upload call. */
export const LOGO = 1;
export const QR_CODE = 2;
