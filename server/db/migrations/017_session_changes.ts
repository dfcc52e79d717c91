// Issue 35: app instances keep the sessions they have looked up in memory (plugins/app/sessionCache.ts).
// Any change that may end or alter a session tells every instance at once, whichever code path (or an
// operator's psql) made it: a row trigger on users and sessions sends the user's id on the channel
// lrc_sessions, a TRUNCATE sends '*'. Moving last_seen_at forward (every minute per active session, the
// only update the app makes on every request's behalf) sends nothing.
export const up: string[] = [
  `CREATE FUNCTION lrc_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        PERFORM pg_notify('lrc_sessions', '*');
      ELSIF TG_TABLE_NAME = 'users' THEN
        PERFORM pg_notify('lrc_sessions', OLD.id::text);
      ELSE
        PERFORM pg_notify('lrc_sessions', OLD.user_id::text);
      END IF;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER lrc_users_changed AFTER UPDATE OR DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION lrc_session_change()`,
  `CREATE TRIGGER lrc_users_truncated AFTER TRUNCATE ON users
    FOR EACH STATEMENT EXECUTE FUNCTION lrc_session_change()`,
  `CREATE TRIGGER lrc_sessions_deleted AFTER DELETE ON sessions
    FOR EACH ROW EXECUTE FUNCTION lrc_session_change()`,
  `CREATE TRIGGER lrc_sessions_changed AFTER UPDATE ON sessions
    FOR EACH ROW WHEN (
      NEW.last_seen_at < OLD.last_seen_at
      OR (OLD.user_id, OLD.imitator_id, OLD.two_factor_pending, OLD.created_at)
        IS DISTINCT FROM (NEW.user_id, NEW.imitator_id, NEW.two_factor_pending, NEW.created_at)
    ) EXECUTE FUNCTION lrc_session_change()`,
  `CREATE TRIGGER lrc_sessions_truncated AFTER TRUNCATE ON sessions
    FOR EACH STATEMENT EXECUTE FUNCTION lrc_session_change()`,
];
