-- The per-address limit of public writes: one counter per address and route, for the
-- window that ends at window_ends. In the database, so the limit holds across replicas.
create table request_counts (
  key text primary key,
  hits integer not null,
  window_ends timestamptz not null
);
create index request_counts_by_end on request_counts (window_ends);
