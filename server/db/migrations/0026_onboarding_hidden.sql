-- The dashboard's setup checklist, hidden by a staff member (server/modules/settings/onboarding-*):
-- theirs alone, on every device they sign in on, until they bring it back.
alter table users add column onboarding_hidden boolean not null default false;
