// Static list of migrations (no directory scanning: the compiled build and jest see the same set).
// Add new files as NNN_name.ts exporting `up: string[]` (one SQL statement per entry) and list them here.
import * as m001 from './001_initial';

export const migrationSources: Record<string, string[]> = {
  '001_initial': m001.up,
};
