-- A parent no message could reach (both channels off, or no e-mail nor mobile for those on) gets
-- a row of its own, NOT_SENT, with no channel nor recipient, so the office sees who was not told
-- and can resend once they can be. `reason` is why, or the category of a failed attempt
-- (domain/delivery-reasons.ts), which the office reads; `last_error` keeps the provider's own
-- words for the operator and is never answered.
alter table notifications drop constraint notifications_status_check;
alter table notifications add constraint notifications_status_check
  check (status in ('QUEUED', 'SENDING', 'SENT', 'FAILED', 'NOT_SENT'));
alter table notifications alter column channel drop not null;
alter table notifications alter column channel drop default;
alter table notifications alter column recipient drop not null;
alter table notifications add column reason text;
