-- Zalo ZNS, a third channel to parents. A ZNS message is a template Zalo approved, filled with
-- named values: the row keeps the template's id and its values as they were when the change
-- happened (the subject and body stay too, for the list and for a fallback by SMS or e-mail).
alter table notifications drop constraint notifications_channel_check;
alter table notifications add constraint notifications_channel_check check (channel in ('EMAIL', 'SMS', 'ZALO'));
alter table notifications add column zns jsonb;

-- Each academy's Official Account tokens. Zalo's refresh token works once: each refresh
-- answers the next one, so the pair lives here (sealed with the server's secrets key), not in
-- the settings an admin's save could put back. `refreshing_until` is the lease of the one
-- sender refreshing it; `failure` is a refresh Zalo refused, shown to the admin.
create table zalo_tokens (
  academy_id integer primary key references academies(id),
  access_token text,
  access_expires_at timestamptz,
  refresh_token text not null,
  refreshed_at timestamptz,
  refreshing_until timestamptz,
  failure text,
  detail text,
  update_date timestamptz not null default now()
);
