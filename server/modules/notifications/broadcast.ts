/**
 * A message to every customer: the parents of the active players of the branches the
 * caller sends for (a manager's own, an admin's selected ones or all) and, when the whole
 * academy is addressed, the CRM's customers, who belong to no branch. One e-mail per
 * address, all queued in one transaction, in the academy's language.
 */
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import type { NotNull } from 'kysely';
import { ApiError } from '../../core/errors';
import { draftErrors, renderBroadcast, type BroadcastDraft } from '../../../domain/broadcast';
import { readSettings, type AcademySettings } from '../settings/settings-service';
import { queueMessages, type OutboxMessage } from './outbox';
import { channelReady, packageSends } from './academy-sends';

/** One address and what its message is filled in with. */
export interface Recipient {
  email: string;
  branch_id: number | null;
  player_id: number | null;
  player_name: string;
  parent_name: string;
}

export interface Audience {
  email_ready: boolean;
  language: 'vi' | 'en';
  academy_name: string;
  parents: number;
  customers: number;
  recipients: Recipient[];
}

// Rows per insert: well under PostgreSQL's limit of bind parameters in one statement.
const CHUNK = 500;

/** The sender delivers only for a package that sends notifications, with e-mail switched on and set up. */
const emailReady = (ctx: RequestContext, s: AcademySettings) => packageSends(ctx.academy.features) && channelReady(s, 'email_settings');

/** Customers are academy-wide: a broadcast reaches them only when no branch narrows it. */
const reachesCustomers = (ctx: RequestContext) => ctx.branchIds === null && ctx.academy.features.has('manager.customer');

async function parentsOf(ctx: RequestContext): Promise<Recipient[]> {
  let query = ctx.db
    .selectFrom('players')
    .select(['id', 'name', 'parent_name', 'email', 'branch_id'])
    // A player's schema requires a branch.
    .$narrowType<{ branch_id: NotNull }>()
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .where('email', 'is not', null)
    .where('email', '<>', '')
    .orderBy('id');
  query = query.where(withinBranches(ctx.branchIds, 'branch_id'));
  return (await query.execute()).map((p) => ({
    email: String(p.email).trim(),
    branch_id: p.branch_id,
    player_id: p.id,
    player_name: String(p.name ?? ''),
    parent_name: String(p.parent_name ?? ''),
  }));
}

async function customersOf(ctx: RequestContext): Promise<Recipient[]> {
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
    branch_id: null,
    player_id: null,
    player_name: '',
    parent_name: String(c.name ?? ''),
  }));
}

/**
 * One recipient per address (letter case aside): a parent of several players is told once,
 * naming all of them; an address that is a parent's and a customer's is the parent's.
 */
export function collapse(recipients: Recipient[]): Recipient[] {
  const byAddress = new Map<string, Recipient>();
  for (const r of recipients) {
    const key = r.email.toLowerCase();
    const seen = byAddress.get(key);
    if (!seen) byAddress.set(key, { ...r });
    else if (r.player_id !== null && seen.player_id !== null && r.player_name && !seen.player_name.split(', ').includes(r.player_name)) {
      seen.player_name = `${seen.player_name}, ${r.player_name}`;
    }
  }
  return [...byAddress.values()];
}

export async function broadcastAudience(ctx: RequestContext): Promise<Audience> {
  const settings = await readSettings(ctx);
  const parents = await parentsOf(ctx);
  const customers = await customersOf(ctx);
  const recipients = collapse([...parents, ...customers]);
  return {
    email_ready: emailReady(ctx, settings),
    language: settings.common_settings.app_language,
    academy_name: ctx.academy.name,
    parents: recipients.filter((r) => r.player_id !== null).length,
    customers: recipients.filter((r) => r.player_id === null).length,
    recipients,
  };
}

/** Queues the draft for every recipient, all or none; answers how many e-mails were queued. */
export async function sendBroadcast(ctx: RequestContext, draft: BroadcastDraft): Promise<number> {
  const errors = draftErrors(draft, ctx.t);
  if (errors.length) throw new ApiError(422, 'VALIDATION_FAILED', errors[0].message, errors);
  const audience = await broadcastAudience(ctx);
  if (!audience.email_ready) throw new ApiError(422, 'EMAIL_NOT_CONFIGURED', ctx.t('broadcast.errors.emailOff'));
  if (!audience.recipients.length) throw new ApiError(422, 'NO_RECIPIENTS', ctx.t('broadcast.errors.noRecipients'));
  const messages: OutboxMessage[] = audience.recipients.map((r) => ({
    event: 'BROADCAST',
    channel: 'EMAIL',
    branch_id: r.branch_id,
    player_id: r.player_id,
    record_id: null,
    recipient: r.email,
    language: audience.language,
    ...renderBroadcast(draft, { player_name: r.player_name, parent_name: r.parent_name, academy_name: audience.academy_name }),
  }));
  await ctx.db.transaction().execute(async (db) => {
    for (let at = 0; at < messages.length; at += CHUNK) await queueMessages(db, ctx.academy.id, messages.slice(at, at + CHUNK));
  });
  return messages.length;
}
