// Static list of migrations (no directory scanning: the compiled build and jest see the same set).
// Add new files as NNN_name.ts exporting `up: string[]` (one SQL statement per entry) and list them here.
import * as m001 from './001_initial';
import * as m002 from './002_accounts';
import * as m003 from './003_extras';
import * as m004 from './004_security_counters';
import * as m005 from './005_oorcheck_run';
import * as m006 from './006_management';
import * as m007 from './007_student_imports';
import * as m008 from './008_module_norm_table';
import * as m009 from './009_module_versions';
import * as m010 from './010_retention';
import * as m011 from './011_erasure_requests';
import * as m012 from './012_lesson_guides';
// module-server (issue 33)
import * as m013 from './013_module_editor';
// Issue 34 (stats-server).
import * as m014 from './014_stats_indexes';
// Issue 34, the raw export (stats-export).
import * as m015 from './015_stats_export';
// Issue 35: sessions kept in memory, told of every change.
import * as m017 from './017_session_changes';
// Issue 33: a new module's draft keeps its topic by id.
import * as m018 from './018_module_draft_topic';
// Issue 34: the statistics cache hears changes.
import * as m019 from './019_stats_changes';
// Issue 35: the management lists: stored folded names, partial indexes of students and staff.
import * as m020 from './020_management_lists';
// Issue 34: module starts, for participation "started".
import * as m021 from './021_module_starts';
// Issue 34: account changes name their schools to the statistics cache.
import * as m022 from './022_stats_school_changes';
// Issue 35: content changes are heard, so GET /api/test/data needs no query for the content.
import * as m023 from './023_content_changes';

export const migrationSources: Record<string, string[]> = {
  '001_initial': m001.up,
  '002_accounts': m002.up,
  '003_extras': m003.up,
  '004_security_counters': m004.up,
  '005_oorcheck_run': m005.up,
  '006_management': m006.up,
  '007_student_imports': m007.up,
  '008_module_norm_table': m008.up,
  '009_module_versions': m009.up,
  '010_retention': m010.up,
  '011_erasure_requests': m011.up,
  '012_lesson_guides': m012.up,
  '013_module_editor': m013.up,
  // Issue 34 (stats-server).
  '014_stats_indexes': m014.up,
  // Issue 34, the raw export (stats-export).
  '015_stats_export': m015.up,
  '017_session_changes': m017.up,
  '018_module_draft_topic': m018.up,
  '019_stats_changes': m019.up,
  '020_management_lists': m020.up,
  '021_module_starts': m021.up,
  '022_stats_school_changes': m022.up,
  '023_content_changes': m023.up,
};
