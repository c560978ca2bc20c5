-- The academy's time zone (settings → general): the wall clock every "today" of
-- the academy is read on. Academies so far ran on Vietnam's.
alter table academies add column time_zone text not null default 'Asia/Ho_Chi_Minh';
