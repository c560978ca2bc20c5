-- A ledger row may record an event of the enrolment that moves no session (a freeze set or lifted):
-- domain/player-sessions.ts EVENT_REASONS.
alter table session_changes drop constraint if exists session_changes_units_check;
