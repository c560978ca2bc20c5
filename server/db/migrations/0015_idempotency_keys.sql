-- Answers of writes sent with an Idempotency-Key header, so a repeated request (a retry, a
-- double submit) gets the first answer instead of doing the write again. One row per academy,
-- user and key: inserted before the write runs (status_code null while it runs), the answer
-- stored before it is sent. Rows older than a day are deleted.
create table idempotency_keys (
  academy_id integer not null,
  user_id integer not null,
  key text not null,
  -- sha-256 of method, path and body: the same key with another request is refused
  fingerprint text not null,
  status_code integer,
  content_type text,
  body text,
  created_at timestamptz not null default now(),
  primary key (academy_id, user_id, key)
);
create index idempotency_keys_by_age on idempotency_keys (created_at);
