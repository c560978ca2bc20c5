-- Trigram matching for list search: `search_text like '%…%'` can use an index instead of
-- reading every row (100k players: a search went from a full scan to a bitmap lookup).
-- The indexes themselves are schema-derived (entity-tables.ts: one per searchable table).
create extension if not exists pg_trgm
