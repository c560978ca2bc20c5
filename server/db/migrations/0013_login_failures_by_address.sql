-- The per-address brake counts one address's recent failures over every account.
create index login_failures_by_address on login_failures (ip, at);
