/**
 * Where sign-in leads: the page the user was sent away from (`?to=`, written by
 * the admin app's sign-in guard), else home. Only a path of this app counts, so
 * a crafted link cannot send a fresh session to another site.
 */
export function returnPath(search: string): string {
  const to = new URLSearchParams(search).get('to');
  return to && to.startsWith('/') && !to.startsWith('//') && !to.startsWith('/\\') ? to : '/';
}
