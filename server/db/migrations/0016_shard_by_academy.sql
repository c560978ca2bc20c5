-- Ready to shard by academy (README, "Sharding by academy"): every tenant table's primary key is
-- (academy_id, id), every unique constraint and index leads with academy_id, and a foreign key to
-- a tenant table carries academy_id too, as a distributed PostgreSQL that shards by tenant (Citus)
-- requires. The platform tables (entity-tables.ts, PLATFORM_TABLES) keep their keys. Names stay as
-- they were, so entity-tables.ts finds every index it wants and a fresh database, whose entity
-- tables it creates after this file, ends up the same. tests/api/shard-ready.test.ts checks it.

-- GIN cannot index a plain integer without it: academy_id in front of the trigram index.
create extension if not exists btree_gin;

-- Foreign keys to a tenant table's id alone go first: the keys they lean on are replaced below.
alter table refresh_tokens drop constraint if exists refresh_tokens_user_id_fkey;
alter table payments drop constraint if exists payments_created_by_fkey;
alter table invoices drop constraint if exists invoices_payment_id_fkey;

-- Every table with an academy_id and a primary key on id alone, the entity tables made from schemas/
-- included, gets the key (academy_id, id) under the same name. login_failures is a platform table.
do $$ declare r record; begin
  for r in
    select c.relname as table_name, k.conname as key_name
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and k.contype = 'p' and c.relname <> 'login_failures'
      and k.conkey = array[(select a.attnum from pg_attribute a where a.attrelid = c.oid and a.attname = 'id')]::int2[]
      and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'academy_id' and not a.attisdropped)
  loop execute format('alter table %I drop constraint %I', r.table_name, r.key_name); execute format('alter table %I add constraint %I primary key (academy_id, id)', r.table_name, r.key_name); end loop; end $$;

-- The trigram search indexes (one per searchable entity, entity-tables.ts) behind the academy.
do $$ declare r record; begin
  for r in
    select tablename, indexname from pg_indexes
    where schemaname = current_schema() and indexdef like '%USING gin (search_text gin_trgm_ops)%'
  loop execute format('drop index %I', r.indexname); execute format('create index %I on %I using gin (academy_id, search_text gin_trgm_ops) where deleted_at is null', r.indexname, r.tablename); end loop; end $$;

-- The foreign keys again, now with the academy: a row can only name a row of its own academy.
alter table refresh_tokens add constraint refresh_tokens_user_id_fkey foreign key (academy_id, user_id) references users (academy_id, id);
alter table payments add constraint payments_created_by_fkey foreign key (academy_id, created_by) references users (academy_id, id);

-- Unique per academy. An invoice number is built from its payment's id, unique over the platform anyway.
alter table invoices drop constraint invoices_payment_id_key;
alter table invoices add constraint invoices_payment_id_key unique (academy_id, payment_id);
alter table invoices drop constraint invoices_number_key;
alter table invoices add constraint invoices_number_key unique (academy_id, number);
alter table invoices add constraint invoices_payment_id_fkey foreign key (academy_id, payment_id) references payments (academy_id, id);
alter table refresh_tokens drop constraint refresh_tokens_token_hash_key;
alter table refresh_tokens add constraint refresh_tokens_token_hash_key unique (academy_id, token_hash);

-- The other indexes, the same columns behind the academy.
drop index refresh_tokens_family;
create index refresh_tokens_family on refresh_tokens (academy_id, family_id);
drop index attendances_player_day;
create unique index attendances_player_day on attendances (academy_id, class_id, player_id, at_date) where player_id is not null;
drop index attendances_manager_day;
create unique index attendances_manager_day on attendances (academy_id, class_id, manager_id, at_date) where manager_id is not null;
drop index attendances_player;
create index attendances_player on attendances (academy_id, player_id, at_date) where player_id is not null;
drop index attendances_manager;
create index attendances_manager on attendances (academy_id, manager_id, at_date) where manager_id is not null;
drop index pickup_attendances_turn;
create unique index pickup_attendances_turn on pickup_attendances (academy_id, bus_stop_id, player_id, at_date, direction);
drop index pickup_attendances_player;
create index pickup_attendances_player on pickup_attendances (academy_id, player_id, at_date);
-- The day-old purge (core/hooks/idempotency.ts) reads it per academy; on one PostgreSQL a scan of a day's rows.
drop index idempotency_keys_by_age;
create index idempotency_keys_by_age on idempotency_keys (academy_id, created_at)
