/** The success envelope of every JSON answer but the token endpoint. */
export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}
