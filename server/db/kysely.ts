// kysely 0.29 is ESM-only and this server compiles to CommonJS, so it is loaded once with a dynamic
// import. The db plugin awaits loadKysely() before anything else runs; kysely() is the sync accessor.
export type KyselyModule = typeof import('kysely', { with: { 'resolution-mode': 'import' } });
export type KyselyMigrationModule = typeof import('kysely/migration', { with: { 'resolution-mode': 'import' } });

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
