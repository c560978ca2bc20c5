-- How a transfer reached the academy: SePay's webhook, or the periodic look at SePay's list of
-- the account's transactions, which books what the webhook missed (SePay gives up on a webhook
-- after a few retries; the server may have been down through all of them).
alter table bank_transfers add column found_by text not null default 'WEBHOOK' check (found_by in ('WEBHOOK', 'LIST'));

-- The last look at each academy's list, so the admin sees a look that fails (a revoked token,
-- SePay unreachable) instead of transfers that silently stop being found.
create table bank_transfer_checks (
  academy_id integer primary key references academies(id),
  checked_at timestamptz not null,
  failure text,
  detail text,
  listed integer not null default 0,
  booked integer not null default 0
);
