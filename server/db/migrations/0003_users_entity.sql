-- Staff accounts become a schema-driven entity (schemas/users.json): the generic
-- list, filters, relations and soft delete apply to them; sign-in reads the same rows.
alter table users rename column status to auditing_status;
alter table users alter column branch_ids drop default;
alter table users alter column branch_ids type jsonb using to_jsonb(branch_ids);
alter table users alter column branch_ids set default '[]'::jsonb;
alter table users add column deleted_at timestamptz;
alter table users add column search_text text not null default '';
update users set search_text = lower(name || ' ' || user_name);
