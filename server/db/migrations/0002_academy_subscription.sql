-- Subscription state of an academy: a payment started and not yet confirmed blocks the app.
alter table academies add column payment_status text not null default 'NONE';
alter table academies add column payment_url text;
