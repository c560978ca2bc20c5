/**
 * A parent's choices for the academy's messages (`GET`/`PUT /parent/preferences`,
 * domain/parent-preferences.ts): their language, the channel they would be told on, and the
 * kinds of message they turned off, kept per login (`parent_preferences`, migration 0041) and
 * honoured by what the academy sends them (notifications/parent-messages.ts, resend.ts). The
 * language is also the login's own (`users.app_language`). Each change is in the audit log, the
 * parent its author. The answer says which channels the academy has on: a channel it has off can
 * be chosen, and counts once the academy switches it on.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import { auditNote } from '../../core/hooks/audit-trail';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { nextVersion } from '../../core/crud/record-version';
import { PARENT_AREA, PARENT_ME_GATE } from '../../../domain/parent-area';
import {
  MUTABLE_EVENTS,
  mutedEventErrors,
  parentPreferencesBodySchema,
  parentPreferencesSchema,
  type ParentPreferences,
  type ParentPreferencesBody,
} from '../../../domain/parent-preferences';
import notifications from '../../../schemas/notifications.json' with { type: 'json' };
import { readSettings } from '../settings/settings-service';
import { channelsOn } from '../notifications/parent-messages';
import { choiceOf } from '../notifications/parent-choices';

const PATH = `/${PARENT_AREA}/preferences`;
const eventLabels = notifications.properties.event['x-enum-labels'] as Record<string, { vi: string; en: string }>;

/** The parent's choices as they are, and the academy's channels on. */
async function preferencesOf(ctx: RequestContext): Promise<ParentPreferences> {
  const row = await ctx.db
    .selectFrom('users as u')
    .leftJoin('parent_preferences as pp', (join) => join.onRef('pp.academy_id', '=', 'u.academy_id').onRef('pp.user_id', '=', 'u.id'))
    .select(['u.app_language', 'pp.language', 'pp.channel', 'pp.muted_events'])
    .where('u.academy_id', '=', ctx.academy.id)
    .where('u.id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  const choice = choiceOf(row);
  return {
    language: choice.language ?? (row.app_language === 'en' ? 'en' : 'vi'),
    channel: choice.channel,
    events: MUTABLE_EVENTS.map((event) => ({ event, muted: choice.muted.includes(event) })),
    channels_on: channelsOn(ctx.academy.features, await readSettings(ctx)),
  };
}

/** 422 for a muted event a parent may not turn off, named in the caller's language. */
function refuseMuted(ctx: RequestContext, events: string[]): void {
  const errors = mutedEventErrors(events).map(({ event, kind }) => ({
    field: 'muted_events',
    message:
      kind === 'unknown'
        ? ctx.t('parentPreferences.unknownEvent', { event })
        : ctx.t('parentPreferences.alwaysSent', { event: eventLabels[event]?.[ctx.lang === 'en' ? 'en' : 'vi'] ?? event }),
  }));
  if (errors.length) throw new ApiError(422, 'EVENT_NOT_MUTABLE', errors[0].message, errors);
}

async function save(ctx: RequestContext, body: ParentPreferencesBody): Promise<void> {
  const row = {
    language: body.language,
    channel: body.channel,
    muted_events: JSON.stringify(MUTABLE_EVENTS.filter((event) => body.muted_events.includes(event))),
    update_date: sql<string>`now()`,
  };
  await ctx.db.transaction().execute(async (db) => {
    await db
      .insertInto('parent_preferences')
      .values({ academy_id: ctx.academy.id, user_id: ctx.user.id, ...row })
      .onConflict((conflict) => conflict.columns(['academy_id', 'user_id']).doUpdateSet(row))
      .execute();
    await db
      .updateTable('users')
      .set({ app_language: body.language, update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', ctx.user.id)
      .where('app_language', '<>', body.language)
      .execute();
  });
}

export function parentPreferences(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const config = { gate: PARENT_ME_GATE };
  const channelsNote =
    "`channels_on` are the academy's channels on now, in its order; a preferred channel the academy has off may be chosen, and counts once it is on.";

  app.get(
    PATH,
    {
      config,
      schema: {
        summary: "The parent's message choices",
        description: `The parent's language, preferred channel and every message they may turn off with their choice. ${channelsNote}`,
        querystring: { type: 'object', properties: {}, additionalProperties: false },
        response: answers(parentPreferencesSchema),
      },
    },
    async (request) => ok(await preferencesOf(request.ctx!)),
  );

  app.put(
    PATH,
    {
      config,
      schema: {
        summary: "Replaces the parent's message choices",
        description: `Every choice at once: the language (also the login's, which the app's answers follow), the preferred channel (null: the academy's order) and the messages turned off, among ${MUTABLE_EVENTS.join(', ')}. Messages about fees, payments and sessions left, and sign-in codes, always go: naming one, or an event the academy does not send, answers 422 \`EVENT_NOT_MUTABLE\`. ${channelsNote}`,
        body: parentPreferencesBodySchema,
        response: answers(parentPreferencesSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      refuseMuted(ctx, request.body.muted_events);
      await save(ctx, request.body);
      Object.assign(auditNote(request), { resource: 'users', recordId: ctx.user.id });
      return ok(await preferencesOf(ctx), 'updated');
    },
  );
}
