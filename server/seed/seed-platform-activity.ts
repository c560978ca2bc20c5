/**
 * The money and shop side of the platform generator (seed-platform.ts), set-based over
 * the chunk's temp tables (seed-platform-people.ts): money categories and courses,
 * monthly tuition, other income, running costs, teachers' payslips (paid ones with their
 * salary expense), the shop (products, stock-ins, orders, the revenue of each paid order)
 * rewards redeemed and free-trial registrations — what the dashboard and the report screens add up.
 */
import { sql, type RawBuilder } from 'kysely';
import { TRANSFER_CODE_ALPHABET, TRANSFER_CODE_PREFIX } from '../../domain/transfer-code';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { foldText } from '../core/search-text';
import { fold, inChunk, int, pick, run, temp, type Chunk } from './seed-platform-people';
import { syncStock } from '../modules/shop/product-stock';

const CASH_OR_TRANSFER = sql<number>`(1 + floor(random() * 2))::int`;
/** As the demo's (seed-operations.ts): revenue categories, then expense categories, with the app's system codes. */
const CATEGORIES = [
  { ord: 1, name: 'Học phí', category_type: 3, target: 'PLAYER', code: 'REVENUE_MEMBERSHIP_FEE' },
  { ord: 2, name: 'Bán sản phẩm', category_type: 3, target: 'NONE', code: 'REVENUE_PRODUCT' },
  { ord: 3, name: 'Tài trợ', category_type: 3, target: 'NONE', code: null },
  { ord: 4, name: 'Giải đấu', category_type: 3, target: 'NONE', code: null },
  { ord: 5, name: 'Phí xe đưa đón', category_type: 3, target: 'NONE', code: 'REVENUE_TRANSPORT_FEE' },
  { ord: 6, name: 'Lương giáo viên', category_type: 1, target: 'TEACHER', code: 'EXPENSE_TEACHER_SALARY' },
  { ord: 7, name: 'Thuê sân bóng', category_type: 1, target: 'NONE', code: null },
  { ord: 8, name: 'Vận chuyển', category_type: 1, target: 'NONE', code: null },
  { ord: 9, name: 'Quảng cáo', category_type: 1, target: 'NONE', code: null },
  { ord: 10, name: 'Hoàn học phí', category_type: 1, target: 'NONE', code: null },
  { ord: 11, name: 'Chi phí khác', category_type: 1, target: 'NONE', code: null },
];
const TUITION = 1;
const PRODUCT_SALES = 2;
const SALARY = 6;
/** Running costs of a branch each month: category, title, chance, amount range in 100,000 đ. */
const COSTS = [
  { ord: 7, title: 'Thuê sân tập', chance: 1, min: 80, max: 250 },
  { ord: 9, title: 'Quảng cáo mạng xã hội', chance: 0.5, min: 10, max: 60 },
  { ord: 8, title: 'Xe đưa đón thi đấu', chance: 0.3, min: 5, max: 30 },
  { ord: 11, title: 'Chi phí vận hành', chance: 0.7, min: 5, max: 40 },
].map((cost) => ({ ...cost, search: foldText(cost.title) }));
/** Search text of the many rows whose titles are fixed words and a number, folded here once (the app's foldText). */
const TUITION_TITLE = 'Học phí tháng';

/**
 * A revenue's transfer code given as it is loaded: the load's `k`th statement's `n`th row of an
 * academy (from 0), unique in the academy by construction. The database's trigger would draw each
 * code at random under an advisory lock held to the end of the load's transaction, and a load of
 * a hundred thousand rows runs PostgreSQL out of lock slots.
 */
function loadedTransferCode(k: number, n: RawBuilder<number>) {
  const digit = (value: RawBuilder<number>) => sql`substr(${TRANSFER_CODE_ALPHABET}, 1 + (${value})::int % 31, 1)`;
  return sql<string>`${TRANSFER_CODE_PREFIX} || ${digit(sql`${k}`)} || ${digit(sql`(${n}) / 29791`)} || ${digit(sql`(${n}) / 961`)} || ${digit(sql`(${n}) / 31`)} || ${digit(n)}`;
}
const PAYSLIP_TITLE = 'Lương tháng';
const ORDER_TITLE = 'Đơn hàng ORD';
const PRODUCTS = [
  { ord: 1, name: 'Áo đấu sân nhà', code: 'AO01', price: 250_000, category: 1 },
  { ord: 2, name: 'Áo đấu sân khách', code: 'AO02', price: 250_000, category: 1 },
  { ord: 3, name: 'Quần thi đấu', code: 'QU01', price: 150_000, category: 1 },
  { ord: 4, name: 'Giày đinh TF', code: 'GI01', price: 650_000, category: 2 },
  { ord: 5, name: 'Bóng số 4', code: 'BO04', price: 320_000, category: 2 },
  { ord: 6, name: 'Bình nước', code: 'BN01', price: 60_000, category: 2 },
];
const CUSTOMER_FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi'];
const CUSTOMER_GIVEN = ['Thị Hoa', 'Văn Nam', 'Thu Hà', 'Minh Tuấn', 'Ngọc Lan', 'Đức Anh', 'Thanh Hương', 'Quốc Bảo'];
const chunkAcademies = (c: Chunk) => sql`(select academy_id from plat_plan a where ${inChunk(c)})`;
/** A random day of the month starting at `month`, never after today. */
const dayIn = (c: Chunk, month: string) => sql`least(${sql.ref(month)}::date + ${int(0, 27)}, ${c.today}::date)`;

export async function seedCatalogue(c: Chunk): Promise<void> {
  await run(
    c,
    sql`
    insert into transaction_categories (academy_id, name, category_type, target, code, auditing_status, search_text)
    select a.academy_id, t.name, t.category_type, t.target, t.code, 1, ${fold(sql`t.name`)}
    from plat_plan a cross join jsonb_to_recordset(${JSON.stringify(CATEGORIES)}::jsonb) as t(ord int, name text, category_type int, target text, code text)
    where ${inChunk(c)} order by a.academy_id, t.ord`,
  );
  await temp(
    c,
    'plat_category',
    sql`
    select academy_id, id, row_number() over (partition by academy_id order by id)::int as ord
    from transaction_categories where academy_id in ${chunkAcademies(c)}`,
    'academy_id, ord',
  );
  await run(
    c,
    sql`
    insert into courses (academy_id, name, course_type, fee, number_of_units, duration_in_days, auditing_status, search_text)
    select a.academy_id, t.name, t.course_type, t.fee, t.units, t.days, 1, ${fold(sql`t.name`)}
    from plat_plan a cross join (values (1, 'Khoá cơ bản 12 buổi', 1, 1800000, 12, 60), (2, 'Khoá nâng cao 24 buổi', 1, 3200000, 24, 120),
      (3, 'Gói tháng', 2, 1200000, null, 30)) as t(n, name, course_type, fee, units, days)
    where ${inChunk(c)} order by a.academy_id, t.n`,
  );
}

/** Tuition: each player pays their class's fee every month they are enrolled; this month's are often still unpaid. */
export async function seedMoney(c: Chunk): Promise<number> {
  let rows = await run(
    c,
    sql`
    insert into revenues (academy_id, title, category_id, branch_id, player_id, amount, at_date, payment_type, transaction_status, search_text, transfer_code)
    select academy_id, title, category_id, branch_id, player_id, amount, at_date, payment_type,
      case when random() < (case when month = date_trunc('month', ${c.today}::date) then 0.7 else 0.97 end) then 1 else 4 end,
      ${foldText(TUITION_TITLE)} || ' ' || to_char(month, 'MM/YYYY'),
      ${loadedTransferCode(0, sql`row_number() over (partition by academy_id) - 1`)}
    from (
      select p.academy_id, ${TUITION_TITLE} || ' ' || to_char(m, 'MM/YYYY') as title, cat.id as category_id, p.branch_id, p.id as player_id, k.course_fee as amount,
        least(greatest(m::date + ${int(0, 9)}, p.start_day), ${c.today}::date) as at_date, ${CASH_OR_TRANSFER} as payment_type, m as month
      from plat_player p join plat_class k on k.id = p.class_id
      join plat_category cat on cat.academy_id = p.academy_id and cat.ord = ${TUITION}
      cross join generate_series(date_trunc('month', p.start_day), date_trunc('month', p.end_day), interval '1 month') m
    ) s`,
  );
  // Sponsorships and tournament fees now and then.
  rows += await run(
    c,
    sql`
    insert into revenues (academy_id, title, category_id, branch_id, amount, at_date, payment_type, transaction_status, search_text, transfer_code)
    select academy_id, title, category_id, branch_id, amount, at_date, payment_type, 1, ${fold(sql`title`)},
      ${loadedTransferCode(1, sql`row_number() over (partition by academy_id) - 1`)}
    from (
      select b.academy_id, b.id as branch_id, cat.id as category_id, case cat.ord when 3 then 'Tài trợ giải đấu' else 'Lệ phí giải đấu' end as title,
        ${int(20, 300)} * 100000 as amount, ${dayIn(c, 'm')} as at_date, ${CASH_OR_TRANSFER} as payment_type, random() as r
      from plat_branch b cross join generate_series(${c.start}::date, ${c.today}::date, interval '1 month') m
      join plat_category cat on cat.academy_id = b.academy_id and cat.ord = 3 + floor(random() * 2)::int
    ) s where r < 0.3`,
  );
  rows += await run(
    c,
    sql`
    insert into expenses (academy_id, title, category_id, branch_id, amount, at_date, payment_type, search_text)
    select academy_id, title, category_id, branch_id, amount, at_date, payment_type, search
    from (
      select b.academy_id, b.id as branch_id, cat.id as category_id, t.title, t.search, (t.min + floor(random() * (t.max - t.min + 1)))::int * 100000 as amount,
        ${dayIn(c, 'm')} as at_date, ${CASH_OR_TRANSFER} as payment_type, random() as r, t.chance
      from plat_branch b cross join generate_series(${c.start}::date, ${c.today}::date, interval '1 month') m
      cross join jsonb_to_recordset(${JSON.stringify(COSTS)}::jsonb) as t(ord int, title text, search text, chance float8, min int, max int)
      join plat_category cat on cat.academy_id = b.academy_id and cat.ord = t.ord
    ) s where r < chance`,
  );
  return rows;
}

/**
 * A payslip per teacher for each of the 24 months before this one, from their check-ins
 * (payroll-service's figures: MONTHLY the salary, SESSION the rate × sessions taught):
 * last month's waiting to be paid, the earlier ones paid on the 5th of the month after,
 * each with its salary expense (what payPayslip books).
 */
export async function seedPayslips(c: Chunk): Promise<number> {
  await temp(
    c,
    'plat_slip',
    sql`
    select t.academy_id, t.id as manager_id, t.branch_id, t.name as teacher, t.folded as teacher_folded, t.salary_type, t.salary,
      to_char(m, 'YYYY-MM') as month, ${PAYSLIP_TITLE} || ' ' || to_char(m, 'MM/YYYY') as name,
      ${foldText(PAYSLIP_TITLE)} || ' ' || to_char(m, 'MM/YYYY') as folded, coalesce(s.sessions, 0)::int as sessions,
      case when t.salary_type = 'SESSION' then t.salary * coalesce(s.sessions, 0) else t.salary end as amount,
      (m + interval '1 month' + interval '4 days')::date as paid_on, ${CASH_OR_TRANSFER} as payment_type,
      m < date_trunc('month', ${c.today}::date) - interval '1 month' as paid
    from plat_teacher t
    cross join generate_series(date_trunc('month', ${c.today}::date) - interval '24 months', date_trunc('month', ${c.today}::date) - interval '1 month', interval '1 month') m
    left join (
      select teacher_id, date_trunc('month', at_date) as month, count(*) as sessions from plat_teacher_day where check_in = 1 group by 1, 2
    ) s on s.teacher_id = t.id and s.month = m`,
    'manager_id, month',
  );
  let rows = await run(
    c,
    sql`
    insert into expenses (academy_id, title, category_id, branch_id, manager_id, amount, at_date, payment_type, search_text)
    select s.academy_id, s.name || ' - ' || s.teacher, cat.id, s.branch_id, s.manager_id, s.amount, s.paid_on, s.payment_type, s.folded || ' - ' || s.teacher_folded
    from plat_slip s join plat_category cat on cat.academy_id = s.academy_id and cat.ord = ${SALARY}
    where s.paid and s.amount > 0 order by s.academy_id, s.month, s.manager_id`,
  );
  rows += await run(
    c,
    sql`
    insert into manager_payslips (academy_id, manager_id, month, name, branch_id, salary_type, salary_rate, sessions, base_amount,
      raise_amount, deduction_amount, total_amount, payslip_status, paid_date, payment_type, expense_id, search_text,
      create_date, update_date)
    select s.academy_id, s.manager_id, s.month, s.name, s.branch_id, s.salary_type, s.salary, s.sessions, s.amount, 0, 0, s.amount,
      case when e.id is null then 1 else 2 end, case when e.id is not null then s.paid_on end, case when e.id is not null then s.payment_type end, e.id,
      s.folded, (s.paid_on - 5 + time '09:00') at time zone ${DEFAULT_TIME_ZONE}, coalesce((s.paid_on + time '09:00') at time zone ${DEFAULT_TIME_ZONE}, now())
    from plat_slip s
    left join plat_category cat on cat.academy_id = s.academy_id and cat.ord = ${SALARY}
    left join expenses e on s.paid and e.academy_id = s.academy_id and e.manager_id = s.manager_id and e.category_id = cat.id and e.at_date = s.paid_on and e.deleted_at is null
    order by s.academy_id, s.month, s.manager_id`,
  );
  return rows;
}

/** The shop: two product categories, six products, two suppliers, a stock-in per product every quarter, orders and their revenues. */
export async function seedShop(c: Chunk): Promise<number> {
  await run(
    c,
    sql`
    insert into categories (academy_id, name, description, auditing_status, search_text)
    select a.academy_id, t.name, t.description, 1, ${fold(sql`t.name || ' ' || t.description`)}
    from plat_plan a cross join (values (1, 'Trang phục', 'Áo, quần thi đấu'), (2, 'Dụng cụ', 'Bóng, giày, phụ kiện')) as t(n, name, description)
    where ${inChunk(c)} order by a.academy_id, t.n`,
  );
  await run(
    c,
    sql`
    insert into products (academy_id, name, code, category_id, retail_price, selling_price, auditing_status, search_text)
    select a.academy_id, p.name, p.code, g.id, round(p.price * 1.2), p.price, 1, ${fold(sql`p.name || ' ' || p.code`)}
    from plat_plan a cross join jsonb_to_recordset(${JSON.stringify(PRODUCTS)}::jsonb) as p(ord int, name text, code text, price int, category int)
    join (select academy_id, id, row_number() over (partition by academy_id order by id) as n from categories where academy_id in ${chunkAcademies(c)}) g
      on g.academy_id = a.academy_id and g.n = p.category
    where ${inChunk(c)} order by a.academy_id, p.ord`,
  );
  await temp(
    c,
    'plat_product',
    sql`
    select academy_id, id, row_number() over (partition by academy_id order by id)::int as ord, name, selling_price as price
    from products where academy_id in ${chunkAcademies(c)}`,
    'academy_id, ord',
  );
  await run(
    c,
    sql`
    insert into suppliers (academy_id, name, contact_name, contact_number, address, auditing_status, search_text)
    select a.academy_id, t.name, t.contact, t.phone, 'Hà Nội', 1, ${fold(sql`t.name || ' ' || t.contact || ' ' || t.phone`)}
    from plat_plan a cross join (values (1, 'Công ty Thể thao Động Lực', 'Nguyễn Văn Hải', '0243868686'), (2, 'Kho Dụng cụ Thể thao Hà Nội', 'Trần Thị Mai', '0912000111'))
      as t(n, name, contact, phone)
    where ${inChunk(c)} order by a.academy_id, t.n`,
  );
  // Enough stock for the sales: an order takes about two units of its academy's six products.
  await run(
    c,
    sql`
    insert into inventory_histories (academy_id, product_id, supplier_id, quantity, unit_price, shipping_fee, at_date)
    select p.academy_id, p.id, s.id, 20 + ceil(a.orders * 0.12)::int, round(p.price * 0.6), 50000, ${c.start}::date + (q - 1) * 91
    from plat_product p join plat_plan a on a.academy_id = p.academy_id cross join generate_series(1, 9) q
    join (select academy_id, id, row_number() over (partition by academy_id order by id) as n from suppliers where academy_id in ${chunkAcademies(c)}) s
      on s.academy_id = p.academy_id and s.n = 1 + (p.ord + q) % 2
    order by p.academy_id, q, p.id`,
  );
  // Half the orders are a player's, placed by the parent while the child was enrolled; the rest walk-in customers.
  let rows = await run(
    c,
    sql`
    insert into orders (academy_id, branch_id, player_id, customer_name, customer_mobile, customer_address, items, amount, shipping_fee,
      discount_value, transaction_amount, payment_type, transaction_status, order_status, order_date, create_date, update_date, search_text)
    select academy_id, branch_id, player_id, customer_name, customer_mobile, customer_address, items, amount, shipping, discount,
      amount + shipping - discount, payment_type, case when paid then 1 else 4 end,
      case when paid then (array[2, 5, 7, 7, 7])[1 + floor(random() * 5)::int] when random() < 0.1 then 3 else 1 end,
      order_date, (order_date + time '10:00') at time zone ${DEFAULT_TIME_ZONE}, (order_date + time '10:00') at time zone ${DEFAULT_TIME_ZONE},
      ${fold(sql`customer_name || ' ' || customer_mobile || ' ' || customer_address`)}
    from (
      select o.*, jsonb_build_array(jsonb_build_object('product_id', p1.id, 'quantity', o.q1, 'product_name', p1.name, 'selling_price', p1.price, 'amount', p1.price * o.q1))
          || case when p2.id is null then '[]'::jsonb
             else jsonb_build_array(jsonb_build_object('product_id', p2.id, 'quantity', 1, 'product_name', p2.name, 'selling_price', p2.price, 'amount', p2.price)) end as items,
        p1.price * o.q1 + coalesce(p2.price, 0) as amount
      from (
        select a.academy_id, coalesce(pl.branch_id, b.id) as branch_id, pl.id as player_id,
          coalesce(pl.parent_name, ${pick(CUSTOMER_FAMILY)} || ' ' || ${pick(CUSTOMER_GIVEN)}) as customer_name,
          coalesce(pl.mobile, '09' || (10000000 + floor(random() * 90000000))::int::text) as customer_mobile,
          coalesce(pl.address, ${int(1, 200)}::text || ' Nguyễn Trãi, Thanh Xuân, Hà Nội') as customer_address,
          case when pl.id is null then ${c.start}::date + floor(random() * (${c.today}::date - ${c.start}::date + 1))::int
            else pl.start_day + floor(random() * (pl.end_day - pl.start_day + 1))::int end as order_date,
          ${int(1, 3)} as q1, ${int(1, 6)} as o1, case when random() < 0.5 then ${int(1, 6)} end as o2,
          case when random() < 0.3 then 30000 else 0 end as shipping, case when random() < 0.2 then 20000 else 0 end as discount,
          ${CASH_OR_TRANSFER} as payment_type, random() < 0.85 as paid
        from (
          select a.academy_id, n, case when random() < 0.5 then 1 + floor(random() * a.players)::int end as player_ord, 1 + floor(random() * a.branches)::int as branch_ord
          from plat_plan a cross join generate_series(1, a.orders) n where ${inChunk(c)}
        ) a
        left join plat_player pl on pl.academy_id = a.academy_id and pl.ord = a.player_ord
        join plat_branch b on b.academy_id = a.academy_id and b.ord = a.branch_ord
      ) o
      join plat_product p1 on p1.academy_id = o.academy_id and p1.ord = o.o1
      left join plat_product p2 on p2.academy_id = o.academy_id and p2.ord = o.o2
    ) s order by order_date`,
  );
  // Each paid order's revenue (order-service syncRevenue), and the order pointing at it.
  rows += await run(
    c,
    sql`
    insert into revenues (academy_id, title, category_id, branch_id, player_id, amount, at_date, payment_type, transaction_status, order_id, search_text, transfer_code)
    select o.academy_id, ${ORDER_TITLE} || o.id, cat.id, o.branch_id, o.player_id, o.transaction_amount, o.order_date, o.payment_type, 1, o.id,
      ${foldText(ORDER_TITLE)} || o.id, ${loadedTransferCode(2, sql`row_number() over (partition by o.academy_id order by o.id) - 1`)}
    from orders o join plat_category cat on cat.academy_id = o.academy_id and cat.ord = ${PRODUCT_SALES}
    where o.academy_id in ${chunkAcademies(c)} and o.transaction_status = 1 and o.order_status not in (3, 4) and o.deleted_at is null
    order by o.id`,
  );
  // Through a small analysed table: the planner's figures for the tables being loaded are stale and would loop over them.
  await temp(
    c,
    'plat_order_revenue',
    sql`
    select academy_id, order_id, id from revenues where academy_id in ${chunkAcademies(c)} and order_id is not null`,
    'order_id',
  );
  await run(
    c,
    sql`
    update orders o set revenue_id = m.id from plat_order_revenue m where o.id = m.order_id and o.academy_id = m.academy_id`,
  );
  // Each product's stock, by the shop's own count.
  const academies = await sql<{ academy_id: number }>`select academy_id from plat_plan a where ${inChunk(c)}`.execute(c.conn);
  for (const { academy_id } of academies.rows) await syncStock({ db: c.conn, academy: { id: academy_id } });
  return rows;
}

/** Three rewards to spend points on, and about one player in forty who redeemed one while enrolled (the latest still pending). */
export async function seedRewards(c: Chunk): Promise<number> {
  await run(
    c,
    sql`
    insert into rewards (academy_id, name, code, point_value, expired_date, auditing_status, search_text)
    select a.academy_id, t.name, t.code, t.points, ${c.today}::date + t.days, 1, ${fold(sql`t.name || ' ' || t.code`)}
    from plat_plan a cross join (values (1, 'Bình nước thể thao', 'RW01', 200, 180), (2, 'Áo đấu có chữ ký', 'RW02', 1200, 90), (3, 'Buổi tập 1 kèm 1', 'RW03', 600, 60))
      as t(n, name, code, points, days)
    where ${inChunk(c)} order by a.academy_id, t.n`,
  );
  return run(
    c,
    sql`
    insert into redeems (academy_id, branch_id, player_id, reward_id, point_used, redeem_status, issue_date, customer_mobile, customer_address, search_text)
    select r.academy_id, r.branch_id, r.id, w.id, w.point_value, case when r.day > ${c.today}::date - 14 then 1 else 7 end, r.day, r.mobile, r.address, r.mobile
    from (
      select p.*, p.start_day + floor(random() * (p.end_day - p.start_day + 1))::int as day, ${int(1, 3)} as n from plat_player p where p.ord % 40 = 11
    ) r
    join (select id, academy_id, point_value, row_number() over (partition by academy_id order by id) as n from rewards where academy_id in ${chunkAcademies(c)}) w
      on w.academy_id = r.academy_id and w.n = r.n
    order by r.day`,
  );
}

/** Free-trial registrations from the public form, about one for every twenty players, over the two years. */
export async function seedPractices(c: Chunk): Promise<number> {
  return run(
    c,
    sql`
    insert into practices (academy_id, name, date_of_birth, branch_id, schedules, parent_name, mobile, address, registration_status, create_date, update_date, search_text)
    select academy_id, name, dob, branch_id, schedules, parent, phone, address, status, at, at, ${fold(sql`name || ' ' || parent || ' ' || phone || ' ' || address`)}
    from (
      select k.academy_id, k.branch_id, jsonb_path_query_array(k.schedules, '$[0]') as schedules,
        pl.name, pl.parent_name as parent, pl.mobile as phone, pl.address, make_date(${int(2012, 2020)}, ${int(1, 12)}, ${int(1, 28)}) as dob,
        case when day > ${c.today}::date - 14 then 1 else ${int(1, 4)} end as status, (day + time '20:00') at time zone ${DEFAULT_TIME_ZONE} as at
      from (
        select p.academy_id, p.id, p.class_id, ${c.start}::date + floor(random() * (${c.today}::date - ${c.start}::date + 1))::int as day
        from plat_player p where p.ord % 20 = 7
      ) r
      join players pl on pl.id = r.id
      join plat_class k on k.id = r.class_id
    ) s`,
  );
}
