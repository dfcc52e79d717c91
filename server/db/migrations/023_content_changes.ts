// Issue 35: GET /api/test/data without a query for the content. Its cache (services/moduleContentCache.ts)
// read a fingerprint of the content tables on every request, one database round trip that under load
// cost as much as the rest of the request. Now any statement that changes a module, topic or medium
// sends a notice on lrc_content, and while a connection hears that channel the cache trusts what it
// holds. The tables are the fingerprint's: what GET /api/test/data is built from.
const TABLES = ['modules', 'topics', 'media'];

export const up: string[] = [
  `CREATE FUNCTION lrc_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM pg_notify('lrc_content', TG_TABLE_NAME);
    RETURN NULL;
  END$$`,
  ...TABLES.map(
    (table) => `CREATE TRIGGER lrc_content_${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
    FOR EACH STATEMENT EXECUTE FUNCTION lrc_content_changed()`,
  ),
];
