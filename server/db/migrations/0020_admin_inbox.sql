-- The header's inbox (server/modules/inbox/): what reached the academy lately (registrations,
-- payments, leave requests), computed from those records. What each staff member has read is
-- theirs: everything up to `inbox_seen_at` ("mark all read"), and single items opened since.
alter table users add column inbox_seen_at timestamptz;
create table inbox_reads (
  academy_id integer not null,
  user_id integer not null,
  kind text not null check (kind in ('registration', 'payment', 'time_off')),
  record_id integer not null,
  read_at timestamptz not null default now(),
  primary key (academy_id, user_id, kind, record_id),
  foreign key (academy_id, user_id) references users (academy_id, id)
);
