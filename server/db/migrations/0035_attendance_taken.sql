-- The sessions a player's mark took from their balance, kept with the mark: a present mark takes
-- its units, an absent one takes one where the policy counts absences without a make-up credit
-- (server/modules/attendance/attendance-policy.ts). A changed mark gives back exactly what it took,
-- whatever the policy or the credits have become since.
alter table attendances add column taken smallint not null default 0;
update attendances set taken = units where check_in = 1 and player_id is not null;
