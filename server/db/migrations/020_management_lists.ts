// Issue 35: the management lists with 10,000 students in a school (bench/managementLists.bench.ts).
//
// 1. The lists search accounts by e-mail, given name and family name folded as foldSearch folds the
//    typed text (no accents, lower case). Folding in the query cost three translate() calls over a
//    613-letter table per account, twice per page (the rows and the count): 4 s for a school of 10,000
//    students on PostgreSQL. The folded text is stored instead, in three columns a trigger keeps on
//    every insert and every update of a name, whichever code path writes (the import, an edit, psql).
//    Not generated columns: those refuse an INSERT that names them, and copying an account row (the
//    test identities, the firstSchoolHour bench) names every column. The existing rows are folded by
//    adding the columns as generated ones and then dropping the expression (the values stay): no
//    UPDATE of every account, so no row trigger (session changes, deactivation) fires for it.
//    Plain ASCII folds to lower(text), which is what the whole fold gives it, without the translate()
//    (most Dutch names: it keeps an import of 10,000 students cheap).
//    The table is today's (src/shared/management/foldSearch.ts): a change to it must come with a
//    migration that folds the columns and the trigger again; test/server/management/foldedColumns.test.ts
//    holds the table's digest and fails until then.
//
// 2. Partial indexes with the predicate of scope.ts studentRow() (the students) and its negation (the
//    staff): a school's students counted and paged by family name, all students by family name (the
//    admins' list), and the staff by username (the staff list), without reading and testing the
//    roles and managed schools of every account. Their predicate must stay the text of studentRow().
import { MULTI_FOLDS, TRANSLATE_FROM, TRANSLATE_TO } from '../../../src/shared/management/foldSearch';

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The SQL of listing.ts searchFolded() for a column, as text for a generated column. */
function folded(column: string): string {
  const replaced = MULTI_FOLDS.reduce((text, [from, to]) => `replace(${text}, ${quote(from)}, ${quote(to)})`, column);
  const fold = `lower(translate(${replaced}, ${quote(TRANSLATE_FROM)}, ${quote(TRANSLATE_TO)}))`;
  return `CASE WHEN ${column} ~ '^[\\x01-\\x7f]*$' THEN lower(${column}) ELSE ${fold} END`;
}

const FOLDED_COLUMNS = {
  username_folded: 'username',
  given_name_folded: 'given_name',
  family_name_folded: 'family_name',
};

/** scope.ts studentRow(), word for word. */
const STUDENT = `(NOT (users.roles ?| array['ROLE_ADMIN', 'ROLE_SUPER_ADMIN']) AND users.managing_schools = '[]'::jsonb AND users.managing_locations = '[]'::jsonb)`;

const FOLDS = Object.entries(FOLDED_COLUMNS);

export const up: string[] = [
  `ALTER TABLE users ${FOLDS.map(([name, column]) => `ADD COLUMN ${name} text GENERATED ALWAYS AS (${folded(column)}) STORED`).join(', ')}`,
  `ALTER TABLE users ${FOLDS.map(([name]) => `ALTER COLUMN ${name} DROP EXPRESSION`).join(', ')}`,
  `CREATE FUNCTION lrc_users_fold_names() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${FOLDS.map(([name, column]) => `NEW.${name} := ${folded(`NEW.${column}`)};`).join('\n      ')}
      RETURN NEW;
    END $$`,
  // Also when a folded column itself is written: it always holds the fold of its name.
  `CREATE TRIGGER lrc_users_fold_names BEFORE INSERT OR UPDATE OF ${FOLDS.flat().join(', ')} ON users
    FOR EACH ROW EXECUTE FUNCTION lrc_users_fold_names()`,
  `CREATE INDEX users_students_school_idx ON users (school_id, family_name, id) WHERE ${STUDENT}`,
  `CREATE INDEX users_students_name_idx ON users (family_name, id) WHERE ${STUDENT}`,
  `CREATE INDEX users_staff_idx ON users (username) WHERE NOT ${STUDENT}`,
];
