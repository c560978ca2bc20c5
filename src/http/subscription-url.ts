/**
 * The subscription service's paths (spec §7 `/api-public/...`) are outside `/v1/api`,
 * so they are absolute to escape the HTTP client's base URL (the client still adds the session).
 */
export const subscriptionUrl = (path: string) => `${window.location.origin}/api-public/${path}`;
