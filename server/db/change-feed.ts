/**
 * Which table changed, for which academy: what the server's in-memory caches
 * (academies, signed-in users, list counts) listen to so they never answer stale.
 *
 * Two roads, because replicas share one database:
 * - Triggers (change-triggers.ts) call `pg_notify` in the writing transaction;
 *   PostgreSQL delivers it at commit to every replica's listener, this one's too.
 * - Writes this process makes to the tables that decide who may do what (a
 *   suspension, a sign-out) also clear at once, when the statement returns, so the
 *   writer's next request never waits for its own notification to come round.
 */
import { AliasNode, TableNode } from 'kysely';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { Listen } from './client';

export const CHANGES_CHANNEL = 'table_changes';

/** A table's rows changed; `academyId` null means any academy's (or unknown). */
export interface TableChange {
  table: string;
  academyId: number | null;
}

type Subscriber = (change: TableChange) => void;

/** `'players:12'` → players of academy 12; `'packages:'` → every academy's. */
export function parseChange(payload: string): TableChange | null {
  const [table, academy] = payload.split(':');
  if (!table) return null;
  const academyId = Number(academy);
  return { table, academyId: academy && Number.isInteger(academyId) ? academyId : null };
}

function writtenTable(node: RootOperationNode): string | null {
  const target =
    node.kind === 'InsertQueryNode'
      ? node.into
      : node.kind === 'UpdateQueryNode'
        ? node.table
        : node.kind === 'DeleteQueryNode'
          ? node.from.froms[0]
          : undefined;
  if (!target) return null;
  const table = AliasNode.is(target) ? target.node : target;
  return TableNode.is(table) ? table.table.identifier.name : null;
}

/** The tables whose writes must clear this process's caches the moment they return: who may do what. */
export const ACCESS_TABLES: ReadonlySet<string> = new Set(['academies', 'packages', 'users', 'refresh_tokens', 'branches']);

/** One per opened database (client.ts), shared by every server built on it. */
export class ChangeFeed {
  private readonly subscribers = new Set<Subscriber>();
  private listening: Promise<() => Promise<void>> | null = null;
  private listeners = 0;

  constructor(private readonly listenOn: Listen) {}

  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  publish(change: TableChange): void {
    for (const subscriber of this.subscribers) subscriber(change);
  }

  /** Announces this process's own writes to `tables` as soon as each statement returns. */
  localWrites(tables: ReadonlySet<string> = ACCESS_TABLES): KyselyPlugin {
    const pending = new WeakMap<object, string>();
    return {
      transformQuery: (args: PluginTransformQueryArgs) => {
        const table = writtenTable(args.node);
        if (table && tables.has(table)) pending.set(args.queryId, table);
        return args.node;
      },
      transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => {
        const table = pending.get(args.queryId);
        if (table) this.publish({ table, academyId: null });
        return args.result;
      },
    };
  }

  /**
   * Relays the database's notifications until the last caller stops. A lost
   * listening connection may have missed some: everything counts as changed, and it
   * listens again.
   */
  async listen(onError: (error: Error) => void): Promise<() => Promise<void>> {
    this.listeners++;
    this.listening ??= this.relay(onError);
    const stop = await this.listening;
    return async () => {
      if (--this.listeners > 0) return;
      this.listening = null;
      await stop();
    };
  }

  private async relay(onError: (error: Error) => void): Promise<() => Promise<void>> {
    let stopped = false;
    let unlisten: (() => Promise<void>) | null = null;
    let retry: NodeJS.Timeout | undefined;
    const start = async (): Promise<void> => {
      try {
        unlisten = await this.listenOn(
          CHANGES_CHANNEL,
          (payload) => {
            const change = parseChange(payload);
            if (change) this.publish(change);
          },
          lost,
        );
      } catch (error) {
        lost(error as Error);
      }
    };
    const lost = (error: Error) => {
      if (stopped) return;
      onError(error);
      this.publish({ table: '*', academyId: null });
      clearTimeout(retry);
      retry = setTimeout(() => void start(), 1000);
    };
    await start();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await unlisten?.();
    };
  }
}
