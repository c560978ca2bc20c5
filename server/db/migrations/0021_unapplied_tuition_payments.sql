-- An online payment the gateway took for a fee that could no longer take it (paid meanwhile
-- at the desk or through another attempt, its amount changed, or the fee deleted): the money
-- did come in, so it is booked as a paid revenue of its own (booked_revenue_id) for the admin
-- to refund or keep, and the attempt is UNAPPLIED instead of being dropped.
alter table tuition_payments drop constraint tuition_payments_status_check;
alter table tuition_payments add constraint tuition_payments_status_check
  check (status in ('NEW', 'SUCCESS', 'FAIL', 'UNAPPLIED'));
alter table tuition_payments add column booked_revenue_id integer;
