/**
 * Concurrent writers against the running server, over HTTP as the demo admin.
 * Every write carries a unique marker and is recorded only once its 2xx answer
 * has arrived in full: those are the writes the server promised to keep.
 * Four kinds: an expense (one row), a paid order (order + revenue + link, one
 * transaction), a stock-in followed by its payment (expense + link), and two players
 * marked absent (two attendance rows + two messages to parents, outbox-load.ts).
 */
import { absenceDay, markAbsent, prepareOutbox, type OutboxFixtures, type OutboxSinks } from './outbox-load';

export interface Acked {
  expenses: Map<number, string>;
  orders: Map<number, string>;
  stockIns: Map<number, string>;
  /** Stock-in id → the expense its acknowledged payment created. */
  payments: Map<number, number>;
  /** Absence day → the marker of the write that marked it. */
  absences: Map<string, string>;
}

interface Fixtures {
  branchId: number;
  categoryId: number;
  productIds: [number, number];
  supplierId: number;
  outbox: OutboxFixtures;
}

/** A record as the API answers it: its id, and fields a caller reads back to compare. */
type ApiRow = { id: number; [field: string]: unknown };

const today = () => new Date().toISOString().slice(0, 10);

export class WriteLoad {
  readonly acked: Acked = { expenses: new Map(), orders: new Map(), stockIns: new Map(), payments: new Map(), absences: new Map() };
  /** HTTP status → count; a 5xx other than 503 (refused while stopping) fails the run. */
  readonly statuses = new Map<number, number>();
  private token = '';
  private fixtures?: Fixtures;
  private running = false;
  private workers: Promise<void>[] = [];
  private seq = 0;
  private absenceSeq = 0;
  /** The absence days count back from the day before the run began. */
  private readonly firstDay = today();
  /** The servers written to: writer i goes to the i-th, round the list (replicas share one database). */
  private bases: string[] = [];

  /** `sinks`: where the academy's messages to parents go (its mail server and Zalo). */
  constructor(
    private readonly runId: string,
    private readonly sinks: OutboxSinks,
  ) {}

  /** The marker every row of this run starts with. */
  get prefix(): string {
    return `dur-${this.runId}-`;
  }

  async connect(...bases: string[]): Promise<void> {
    this.bases = bases;
    if (!this.token) await this.signIn();
    this.fixtures ??= await this.loadFixtures();
  }

  private async signIn(): Promise<void> {
    const res = await fetch(`${this.bases[0]}/v1/api/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Admin@123' }),
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    this.token = ((await res.json()) as { access_token: string }).access_token;
  }

  /** One request; the parsed `data` of a 2xx answer (a row unless told), else null (refused, dropped or cut off). */
  async call<T = ApiRow>(method: string, path: string, body?: unknown, base = this.bases[0]): Promise<T | null> {
    try {
      const res = await fetch(`${base}/v1/api/${path}`, {
        method,
        headers: { authorization: `Bearer ${this.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      this.statuses.set(res.status, (this.statuses.get(res.status) ?? 0) + 1);
      const json = (await res.json()) as { data?: T };
      return res.ok ? (json.data ?? null) : null;
    } catch {
      return null; // connection refused or reset: the server is gone
    }
  }

  /** The class and players the absence writes mark. */
  get outbox(): OutboxFixtures {
    return this.fixtures!.outbox;
  }

  /** `call` bound to one server. */
  private callsTo(base: string) {
    return <T>(method: string, path: string, body?: unknown) => this.call<T>(method, path, body, base);
  }

  private async loadFixtures(): Promise<Fixtures> {
    const first = async <T>(path: string) => {
      const data = await this.call<{ content: T[] }>('GET', path);
      if (!data?.content?.length) throw new Error(`no demo data at ${path}`);
      return data.content;
    };
    const [expense] = await first<{ branch_id: number; category_id: number }>('admin/expenses?size=1');
    const products = await first<{ id: number }>('admin/products?size=2&sort=id:asc');
    const [supplier] = await first<{ id: number }>('admin/suppliers?size=1');
    // The orders take more than the stock-ins bring (Settings → Shop refuses that by default): a load of writes, not a stock test.
    const settings = await this.call<{ shop_settings: Record<string, unknown> }>('GET', 'settings');
    const shop =
      settings && (await this.call('PUT', 'admin/settings', { shop_settings: { ...settings.shop_settings, sell_without_stock: true } }));
    if (!shop) throw new Error('could not allow selling without stock in settings → shop');
    const outbox = await prepareOutbox(this.callsTo(this.bases[0]), this.prefix, this.sinks);
    return {
      branchId: expense.branch_id,
      categoryId: expense.category_id,
      productIds: [products[0].id, products[1].id],
      supplierId: supplier.id,
      outbox,
    };
  }

  private async writeOnce(base: string): Promise<boolean> {
    const f = this.fixtures!;
    const marker = `${this.prefix}${++this.seq}`;
    const kind = this.seq % 4;
    if (kind === 3) {
      const day = absenceDay(this.firstDay, this.absenceSeq++);
      const saved = await markAbsent(this.callsTo(base), f.outbox, day, marker);
      if (saved) this.acked.absences.set(day, marker);
      return saved;
    }
    if (kind === 0) {
      const row = await this.call(
        'POST',
        'admin/expenses',
        {
          title: marker,
          category_id: f.categoryId,
          branch_id: f.branchId,
          amount: 1000 + this.seq,
          at_date: today(),
          payment_type: 1,
          note: marker,
        },
        base,
      );
      if (row) this.acked.expenses.set(row.id, marker);
      return row !== null;
    }
    if (kind === 1) {
      const row = await this.call(
        'POST',
        'admin/orders',
        {
          branch_id: f.branchId,
          customer_name: marker,
          customer_mobile: '0912345678',
          order_date: today(),
          items: [
            { product_id: f.productIds[0], quantity: 1 },
            { product_id: f.productIds[1], quantity: 2 },
          ],
          shipping_fee: 0,
          discount_value: 0,
          payment_type: 1,
          transaction_status: 1,
          order_status: 2,
        },
        base,
      );
      if (row) this.acked.orders.set(row.id, marker);
      return row !== null;
    }
    const stockIn = await this.call(
      'POST',
      'admin/inventories',
      {
        product_id: f.productIds[0],
        supplier_id: f.supplierId,
        quantity: 2,
        unit_price: 1000,
        shipping_fee: 0,
        at_date: today(),
        note: marker,
      },
      base,
    );
    if (!stockIn) return false;
    this.acked.stockIns.set(stockIn.id, marker);
    const expense = await this.call('POST', `admin/inventories/${stockIn.id}/expenses`, { branch_id: f.branchId, payment_type: 1 }, base);
    if (expense) this.acked.payments.set(stockIn.id, expense.id);
    return expense !== null;
  }

  /** Starts `count` writers; each stops at its first failed write (the server went away). */
  start(count: number): void {
    this.running = true;
    this.workers = Array.from({ length: count }, async (_, i) => {
      const base = this.bases[i % this.bases.length];
      while (this.running && (await this.writeOnce(base)));
    });
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  get total(): number {
    return (
      this.acked.expenses.size + this.acked.orders.size + this.acked.stockIns.size + this.acked.payments.size + this.acked.absences.size
    );
  }
}
