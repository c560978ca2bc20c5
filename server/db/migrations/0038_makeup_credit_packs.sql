-- A make-up credit names the pack in use on the lesson missed, so the attendance policy's credits
-- per pack (attendance_settings.makeup_per_pack) count that pack's credits. Credits granted before
-- fall to the player's pack started last on or before the lesson missed. (A new database has no
-- makeup_credits table yet: the schemas make it, with the column, after the migrations.)
do $$ begin if to_regclass('makeup_credits') is not null then
  alter table makeup_credits add column pack_id integer
  ; update makeup_credits c set pack_id = (
    select k.id from session_packs k
    where k.academy_id = c.academy_id and k.player_id = c.player_id and k.deleted_at is null and k.start_date <= c.missed_date
    order by k.start_date desc, k.id desc
    limit 1
  ); end if; end $$;
