-- The academy's industry (spec §3 industry types 1-10: football … other), on its profile (settings → general).
alter table academies add column if not exists industry_type integer;
