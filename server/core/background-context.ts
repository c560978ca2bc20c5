/**
 * The context of work no signed-in user asked for: a payment gateway's callback, a visitor's
 * read, the demo seed. Services take a RequestContext first; this is the one way to make one
 * without a sign-in, so such work always runs as the academy's own (its features, its clock:
 * `academy.timeZone`), over every branch, in the language given.
 */
import type { Db } from '../db/client';
import type { Lang } from '../../schemas/vocabulary';
import type { Academy, RequestContext, SignedInUser } from './context';
import { translatorFor } from './i18n';

/** Whom the work is done as: no user of the academy (id 0), bound to no branch. */
export type Actor = Pick<SignedInUser, 'name' | 'userName' | 'role'>;

export function backgroundContext(db: Db, academy: Academy, lang: Lang, actor: Actor): RequestContext {
  return { db, academy, user: { id: 0, ...actor, branchIds: [] }, branchIds: null, lang, t: translatorFor(lang) };
}
