// The school report (GET /api/stats/modules/report): the school's dashboard (dashboard.ts) as a PDF.
// The download is audited: unlike a look at a screen, the report is a file that leaves the system
// (printed, mailed, taken to a meeting), so who took which school's figures, when and with which
// filters is on record. Looking at dashboards is reading and is not audited (like every other read).
import { GENDERS } from '../../../src/rules/values';
import { STAT_LABELS, type AppliedFilters, type StatsReportQuery } from '../../../src/shared/management/stats';
import { PERIOD_LABELS, type StatPeriod } from '../../../src/shared/stats/dimensions';
import { renderSchoolReportPdf } from '../../pdf/schoolReportPdf';
import { type Actor, auditBy } from '../auditWrite';
import { ok, refuse, type Outcome } from '../outcome';
import type { Scope } from '../scope';
import { dashboard, type StatsSource } from './dashboard';

/** The filters besides school and school year, in Dutch, for the report's heading. */
export function filterText(f: AppliedFilters, locationName: string | null): string {
  const parts: string[] = [];
  if (locationName) parts.push(`locatie ${locationName}`);
  if (f.class) parts.push(`klas ${f.class}`);
  if (f.level) parts.push(f.level.toUpperCase());
  if (f.studyYear) parts.push(`leerjaar ${f.studyYear}`);
  if (f.gender && (GENDERS as readonly string[]).includes(f.gender))
    parts.push(STAT_LABELS[f.gender as (typeof GENDERS)[number]].toLowerCase());
  if (f.age) parts.push(`${f.age} jaar`);
  if (f.period) parts.push(PERIOD_LABELS[f.period as StatPeriod]);
  return parts.join(', ');
}

export async function schoolReport(
  source: StatsSource,
  scope: Scope,
  actor: Actor,
  query: StatsReportQuery,
  now: Date,
): Promise<Outcome<{ pdf: Buffer; schoolId: number; schoolYear: number }>> {
  const schoolId =
    query.school !== undefined ? Number(query.school) : scope.schoolIds.length === 1 ? scope.schoolIds[0]! : null;
  if (schoolId === null) return refuse(400, 'stats_school_required');
  const { school: _school, ...filters } = query;
  const found = await dashboard(source, scope, { kind: 'school', id: schoolId }, filters, now);
  if (!found.ok) return found;
  const board = found.value;
  const location =
    board.filters.location === undefined
      ? null
      : ((
          await source.db
            .selectFrom('school_locations')
            .select('name')
            .where('id', '=', board.filters.location)
            .executeTakeFirst()
        )?.name ?? null);
  const pdf = await renderSchoolReportPdf(board, filterText(board.filters, location));
  await auditBy(source.db, actor, {
    action: 'stats_report_download',
    entityType: 'stats_report',
    entityId: schoolId,
    schoolId,
    detail: { filters: board.filters },
  });
  return ok({ pdf, schoolId, schoolYear: board.filters.schoolYear });
}
