-- The month counts of attendance_months kept once per statement instead of once per row: a
-- statement's check-ins are summed by month, class and player and applied in one upsert, so a
-- month grid saved or six months of history imported costs a few writes, not one per check-in.
-- One trigger per event, as a trigger with transition tables may have only one.

drop trigger count_attendance_month on attendances;
drop function count_attendance_month();

create function uncount_attendance_months() returns trigger language plpgsql as $$ begin update attendance_months m set present = m.present - o.present, absent = m.absent - o.absent from (select academy_id, date_trunc('month', at_date)::date as month, branch_id, class_id, player_id, count(*) filter (where check_in = 1)::int as present, count(*) filter (where check_in = 0)::int as absent from old_marks where player_id is not null group by 1, 2, 3, 4, 5) o where m.academy_id = o.academy_id and m.month = o.month and m.class_id = o.class_id and m.branch_id = o.branch_id and m.player_id = o.player_id; return null; end $$;

create function count_attendance_months() returns trigger language plpgsql as $$ begin insert into attendance_months as m (academy_id, month, branch_id, class_id, player_id, present, absent) select academy_id, date_trunc('month', at_date)::date, branch_id, class_id, player_id, count(*) filter (where check_in = 1), count(*) filter (where check_in = 0) from new_marks where player_id is not null group by 1, 2, 3, 4, 5 on conflict (academy_id, month, class_id, branch_id, player_id) do update set present = m.present + excluded.present, absent = m.absent + excluded.absent; return null; end $$;

create trigger count_inserted_attendance after insert on attendances referencing new table as new_marks for each statement execute function count_attendance_months();
create trigger uncount_updated_attendance after update on attendances referencing old table as old_marks for each statement execute function uncount_attendance_months();
create trigger count_updated_attendance after update on attendances referencing new table as new_marks for each statement execute function count_attendance_months();
create trigger uncount_deleted_attendance after delete on attendances referencing old table as old_marks for each statement execute function uncount_attendance_months();
