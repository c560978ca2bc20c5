/** Where settings → general reads the academy's details (`GET /admin/academies/my-academy`, typed `MyAcademy` in domain/academy.ts). */
export const MY_ACADEMY_URL = '/admin/academies/my-academy';

/** `imageType` of the upload call. */
export const LOGO = 1;
export const QR_CODE = 2;
