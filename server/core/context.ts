import type { TFunction } from 'i18next';
import type { Db } from '../db/client';
import type { Lang } from '../../schemas/vocabulary';
import type { Role } from '../../resources.config';
import type { BearerClaims } from './tokens';
import type { ListCounts } from './cache/list-counts';

export interface Academy {
  id: number;
  code: string;
  name: string;
  features: Set<string>;
  /** Its IANA time zone (settings → general): the wall clock of its every "today". */
  timeZone: string;
  /** Why the subscription stops the academy's work, or null while it runs. */
  lapsed: 'TRIAL_ACADEMY_EXPIRED' | 'ACADEMY_EXPIRED' | 'ACADEMY_PENDING_PAYMENT' | null;
}

export interface SignedInUser {
  id: number;
  name: string;
  userName: string;
  role: Role;
  /** Branches the user is bound to; empty means every branch of the academy (admin). */
  branchIds: number[];
}

/** Who is asking, for which academy, in which language: the first parameter of every service. */
export interface RequestContext {
  db: Db;
  academy: Academy;
  user: SignedInUser;
  /** Branch filter for branch-scoped data; null = no restriction. */
  branchIds: number[] | null;
  lang: Lang;
  t: TFunction;
  /** List counts kept between requests; absent (seeding, scripts), every list counts afresh. */
  counts?: ListCounts;
  /** The signed-in request's token: its session goes on in the tokens made from it. Absent without one. */
  bearer?: BearerClaims;
  /** Where links the request writes into messages open (the address it came to) and the key that signs them; absent in background work. */
  links?: { origin: string; secret: string };
}
