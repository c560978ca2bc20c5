-- The header's inbox lists the make-ups parents book in their app (server/modules/inbox/inbox-sources.ts).
alter table inbox_reads drop constraint inbox_reads_kind_check;
alter table inbox_reads add constraint inbox_reads_kind_check check (kind in ('registration', 'payment', 'time_off', 'makeup'));
