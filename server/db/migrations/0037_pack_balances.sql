-- Each pack keeps its sessions left (its ledger rows' sum), moved in the statement that writes a
-- row naming it (server/modules/sessions/session-ledger.ts), as players.number_of_units is: the
-- pack a change falls to is picked by it without adding up the pack's rows each time.
alter table session_packs add column left_units integer not null default 0;
update session_packs k set left_units = s.units
from (select academy_id, pack_id, sum(units)::integer as units from session_changes where pack_id is not null group by academy_id, pack_id) s
where s.academy_id = k.academy_id and s.pack_id = k.id;
