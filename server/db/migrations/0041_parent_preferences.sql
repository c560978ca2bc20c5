-- A parent's own choices for the academy's messages (server/modules/parents/parent-preferences.ts),
-- one row per parent's login once they have chosen: the language their messages are written in,
-- the channel they would be told on first (none: the academy's order), and the events they do
-- not want to be told of (domain/parent-preferences.ts says which a parent may turn off). A
-- parent with no row is told as the academy sends everyone. The language is also the login's
-- `users.app_language`, which the app's answers follow.
create table parent_preferences (
  academy_id integer not null,
  user_id integer not null,
  language text check (language in ('vi', 'en')),
  channel text check (channel in ('ZALO', 'SMS', 'EMAIL')),
  muted_events jsonb not null default '[]',
  update_date timestamptz not null default now(),
  primary key (academy_id, user_id),
  foreign key (academy_id, user_id) references users (academy_id, id) on delete cascade
);
