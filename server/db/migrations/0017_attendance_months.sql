-- Players' check-ins counted by month, class and player: the attendance report reads whole
-- months from here instead of scanning years of check-ins. Kept by a trigger in the same
-- transaction as every change to attendances; a row at zero stays until its month is recounted.

create table attendance_months (
  academy_id integer not null references academies(id),
  month date not null,
  branch_id integer not null,
  class_id integer not null,
  player_id integer not null,
  present integer not null default 0,
  absent integer not null default 0,
  primary key (academy_id, month, class_id, branch_id, player_id)
);

create function count_attendance_month() returns trigger language plpgsql as $$ begin if tg_op in ('UPDATE', 'DELETE') and old.player_id is not null then update attendance_months set present = present - (old.check_in = 1)::int, absent = absent - (old.check_in = 0)::int where academy_id = old.academy_id and month = date_trunc('month', old.at_date)::date and class_id = old.class_id and branch_id = old.branch_id and player_id = old.player_id; end if; if tg_op in ('INSERT', 'UPDATE') and new.player_id is not null then insert into attendance_months as m (academy_id, month, branch_id, class_id, player_id, present, absent) values (new.academy_id, date_trunc('month', new.at_date)::date, new.branch_id, new.class_id, new.player_id, (new.check_in = 1)::int, (new.check_in = 0)::int) on conflict (academy_id, month, class_id, branch_id, player_id) do update set present = m.present + excluded.present, absent = m.absent + excluded.absent; end if; return null; end $$;

create trigger count_attendance_month after insert or update or delete on attendances for each row execute function count_attendance_month();

insert into attendance_months (academy_id, month, branch_id, class_id, player_id, present, absent)
  select academy_id, date_trunc('month', at_date)::date, branch_id, class_id, player_id, count(*) filter (where check_in = 1), count(*) filter (where check_in = 0)
  from attendances where player_id is not null group by 1, 2, 3, 4, 5;
analyze attendance_months;
