// kysely 0.29 is ESM-only and this server compiles to CommonJS, so it is loaded once with a dynamic
// import. The db plugin awaits loadKysely() before anything else runs; kysely() is the sync accessor.
import type * as KyselyNamespace from 'kysely' with { 'resolution-mode': 'import' };
import type * as KyselyMigrationNamespace from 'kysely/migration' with { 'resolution-mode': 'import' };

export type KyselyModule = typeof KyselyNamespace;
export type KyselyMigrationModule = typeof KyselyMigrationNamespace;

let loaded: KyselyModule | null = null;

export async function loadKysely(): Promise<KyselyModule> {
  loaded ??= await import('kysely');
  return loaded;
}

/** The Migrator lives in its own entry point since kysely 0.29; only start-up needs it. */
export const loadKyselyMigration = (): Promise<KyselyMigrationModule> => import('kysely/migration');

export function kysely(): KyselyModule {
  if (!loaded) throw new Error('kysely used before loadKysely() resolved');
  return loaded;
}
