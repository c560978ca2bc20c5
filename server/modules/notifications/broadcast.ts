/**
 * A message to every customer: the parents of the active players of the branches the
 * caller sends for (a manager's own, an admin's selected ones or all) and, when the whole
 * academy is addressed, the CRM's customers, who belong to no branch. One message per person,
 * all queued in one transaction, in the academy's language: by Zalo to a parent with a mobile
 * while the academy has a Zalo template for broadcasts (falling back to their e-mail, as any
 * Zalo message does), otherwise by e-mail. Customers are told by e-mail only: they have not
 * become the academy's clients, whom Zalo's rules let an Official Account message.
 */
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import type { NotNull } from 'kysely';
import { ApiError } from '../../core/errors';
import { draftErrors, renderBroadcast, type BroadcastDraft } from '../../../domain/broadcast';
import { znsParams, type ZnsParam } from '../../../domain/zns-params';
import { readSettings, type AcademySettings } from '../settings/settings-service';
import { queueMessages, type OutboxMessage } from './outbox';
import { channelReady, packageSends } from './academy-sends';
import { zaloPhone } from './parent-messages';
import { znsPayload } from './zalo/zns-payload';

/** A parent or customer as the broadcast finds them: their addresses, and what their message is filled in with. */
export interface Person {
  email: string | null;
  /** Their mobile in the form Zalo takes (84…), while Zalo carries broadcasts. */
  phone: string | null;
  branch_id: number | null;
  player_id: number | null;
  player_name: string;
  parent_name: string;
}

/** One message of the broadcast: its channel and address, and the person it goes to. */
export type Recipient = Person & { channel: 'EMAIL' | 'ZALO'; recipient: string };

export interface Audience {
  email_ready: boolean;
  zalo_ready: boolean;
  language: 'vi' | 'en';
  academy_name: string;
  parents: number;
  customers: number;
  by_email: number;
  by_zalo: number;
  zalo_params: ZnsParam[];
  recipients: Recipient[];
}

// Rows per insert: well under PostgreSQL's limit of bind parameters in one statement.
const CHUNK = 500;

/** The sender delivers only for a package that sends notifications, with e-mail switched on and set up. */
const emailReady = (ctx: RequestContext, s: AcademySettings) => packageSends(ctx.academy.features) && channelReady(s, 'email_settings');

/** Zalo carries a broadcast while it is on and set up, with a template approved for broadcasts. */
const zaloReady = (ctx: RequestContext, s: AcademySettings) =>
  packageSends(ctx.academy.features) && channelReady(s, 'zalo_settings') && Boolean(s.zalo_settings.broadcast_template_id?.trim());

/** Customers are academy-wide: a broadcast reaches them only when no branch narrows it. */
const reachesCustomers = (ctx: RequestContext) => ctx.branchIds === null && ctx.academy.features.has('manager.customer');

const filled = (text: string | null | undefined) => text?.trim() || null;

async function parentsOf(ctx: RequestContext, byZalo: boolean): Promise<Person[]> {
  const query = ctx.db
    .selectFrom('players')
    .select(['id', 'name', 'parent_name', 'email', 'mobile', 'branch_id'])
    // A player's schema requires a branch.
    .$narrowType<{ branch_id: NotNull }>()
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .where(withinBranches(ctx.branchIds, 'branch_id'))
    .orderBy('id');
  return (await query.execute())
    .map((p) => ({
      email: filled(p.email),
      phone: byZalo ? zaloPhone(p.mobile) : null,
      branch_id: p.branch_id,
      player_id: p.id,
      player_name: String(p.name ?? ''),
      parent_name: String(p.parent_name ?? ''),
    }))
    .filter((p) => p.email || p.phone);
}

async function customersOf(ctx: RequestContext): Promise<Person[]> {
  if (!reachesCustomers(ctx)) return [];
  const rows = await ctx.db
    .selectFrom('customers')
    .select(['name', 'email'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('email', 'is not', null)
    .where('email', '<>', '')
    .orderBy('id')
    .execute();
  return rows.map((c) => ({
    email: String(c.email).trim(),
    phone: null,
    branch_id: null,
    player_id: null,
    player_name: '',
    parent_name: String(c.name ?? ''),
  }));
}

const keysOf = (p: Person) =>
  [p.email && `email:${p.email.toLowerCase()}`, p.phone && `phone:${p.phone}`].filter((key): key is string => Boolean(key));

/**
 * Takes `other` into `into`: an address `into` lacks, and each player of a family named once.
 * The message names a player whose record holds the family's e-mail, which is where a Zalo
 * message Zalo cannot take goes on to (zalo/fallback.ts reads that player's e-mail).
 */
function absorb(into: Person, other: Person): void {
  into.phone ??= other.phone;
  if (into.player_id === null || other.player_id === null) {
    into.email ??= other.email;
    return;
  }
  if (!into.email && other.email) Object.assign(into, { email: other.email, player_id: other.player_id, branch_id: other.branch_id });
  const names = into.player_name.split(', ');
  for (const name of other.player_name.split(', ')) if (name && !names.includes(name)) names.push(name);
  into.player_name = names.filter(Boolean).join(', ');
}

/**
 * One person per e-mail address (letter case aside) and per mobile: the records sharing either
 * are one family, told once, naming all its players; an address that is a parent's and a
 * customer's is the parent's (parents come first).
 */
export function collapse(people: Person[]): Person[] {
  const byKey = new Map<string, Person>();
  const found: Person[] = [];
  for (const person of people) {
    const matches = [...new Set(keysOf(person).flatMap((key) => byKey.get(key) ?? []))];
    const [into, ...joined] = matches.length ? matches : [{ ...person }];
    for (const other of joined) {
      absorb(into, other);
      found.splice(found.indexOf(other), 1);
    }
    if (!matches.length) found.push(into);
    else absorb(into, person);
    // A person joining two families makes them one: every address of either now finds it.
    if (joined.length) for (const [key, group] of byKey) if (joined.includes(group)) byKey.set(key, into);
    for (const key of keysOf(person)) byKey.set(key, into);
  }
  return found;
}

/** The channel a person is told on: Zalo for a parent with a mobile while it carries broadcasts, else their e-mail. */
function route(person: Person, ready: { email: boolean; zalo: boolean }): Recipient | null {
  if (ready.zalo && person.player_id !== null && person.phone) return { ...person, channel: 'ZALO', recipient: person.phone };
  if (ready.email && person.email) return { ...person, channel: 'EMAIL', recipient: person.email };
  return null;
}

function audienceOf(ctx: RequestContext, settings: AcademySettings, people: Person[], ready: { email: boolean; zalo: boolean }): Audience {
  const recipients = people.flatMap((person) => route(person, ready) ?? []);
  const count = (keep: (r: Recipient) => boolean) => recipients.filter(keep).length;
  return {
    email_ready: ready.email,
    zalo_ready: ready.zalo,
    language: settings.common_settings.app_language,
    academy_name: ctx.academy.name,
    parents: count((r) => r.player_id !== null),
    customers: count((r) => r.player_id === null),
    by_email: count((r) => r.channel === 'EMAIL'),
    by_zalo: count((r) => r.channel === 'ZALO'),
    zalo_params: ready.zalo ? znsParams(settings.zalo_settings.broadcast_params ?? '') : [],
    recipients,
  };
}

async function audienceWith(ctx: RequestContext, settings: AcademySettings): Promise<Audience> {
  const ready = { email: emailReady(ctx, settings), zalo: zaloReady(ctx, settings) };
  const people = collapse([...(await parentsOf(ctx, ready.zalo)), ...(await customersOf(ctx))]);
  return audienceOf(ctx, settings, people, ready);
}

export async function broadcastAudience(ctx: RequestContext): Promise<Audience> {
  return audienceWith(ctx, await readSettings(ctx));
}

/** Queues the draft for every recipient, all or none; answers how many messages were queued. */
export async function sendBroadcast(ctx: RequestContext, draft: BroadcastDraft): Promise<number> {
  const errors = draftErrors(draft, ctx.t);
  if (errors.length) throw new ApiError(422, 'VALIDATION_FAILED', errors[0].message, errors);
  const settings = await readSettings(ctx);
  const audience = await audienceWith(ctx, settings);
  if (!audience.email_ready && !audience.zalo_ready) throw new ApiError(422, 'EMAIL_NOT_CONFIGURED', ctx.t('broadcast.errors.emailOff'));
  if (!audience.recipients.length) throw new ApiError(422, 'NO_RECIPIENTS', ctx.t('broadcast.errors.noRecipients'));
  const messages: OutboxMessage[] = audience.recipients.map((r) => {
    const fields = { player_name: r.player_name, parent_name: r.parent_name, academy_name: audience.academy_name };
    const text = renderBroadcast(draft, fields);
    return {
      event: 'BROADCAST',
      channel: r.channel,
      branch_id: r.branch_id,
      player_id: r.player_id,
      record_id: null,
      recipient: r.recipient,
      language: audience.language,
      zns: r.channel === 'ZALO' ? znsPayload(settings.zalo_settings, 'BROADCAST', { ...fields, ...text }) : null,
      ...text,
    };
  });
  await ctx.db.transaction().execute(async (db) => {
    for (let at = 0; at < messages.length; at += CHUNK) await queueMessages(db, ctx.academy.id, messages.slice(at, at + CHUNK));
  });
  return messages.length;
}
