// Settings by key. The footer menu is kept where GET /menu reads it (menu_items); the others in
// the settings table, falling back to their defaults.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import {
  SETTING_DEFAULTS,
  type SettingKey,
  type Settings,
  type SettingsUpdate,
} from '../../src/shared/management/config';
import { json } from '../db/json';
import type { Database } from '../db/schema';
import { type Actor, auditBy } from './auditWrite';

export async function readSettings(db: Kysely<Database>): Promise<Settings> {
  const [rows, menu] = await Promise.all([
    db.selectFrom('settings').select(['key', 'value']).execute(),
    db.selectFrom('menu_items').select(['label', 'uri']).orderBy('position').orderBy('id').execute(),
  ]);
  const stored = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  return {
    statsMinGroupSize:
      typeof stored.statsMinGroupSize === 'number' ? stored.statsMinGroupSize : SETTING_DEFAULTS.statsMinGroupSize,
    staffMfaMandatory:
      typeof stored.staffMfaMandatory === 'boolean' ? stored.staffMfaMandatory : SETTING_DEFAULTS.staffMfaMandatory,
    footerMenu: menu,
  };
}

export async function readSetting<K extends SettingKey>(db: Kysely<Database>, key: K): Promise<Settings[K]> {
  return (await readSettings(db))[key];
}

export async function writeSettings(db: Kysely<Database>, actor: Actor, update: SettingsUpdate): Promise<Settings> {
  const before = await readSettings(db);
  await db.transaction().execute(async (trx) => {
    for (const [key, value] of Object.entries(update) as Array<[SettingKey, unknown]>) {
      if (key === 'footerMenu') {
        const links = value as Settings['footerMenu'];
        await trx.deleteFrom('menu_items').execute();
        if (links.length)
          await trx
            .insertInto('menu_items')
            .values(links.map((l, i) => ({ label: l.label.trim(), uri: l.uri, position: i + 1 })))
            .execute();
        continue;
      }
      await trx
        .insertInto('settings')
        .values({ key, value: json(value), updated_by: actor.user?.id ?? null })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ value: json(value), updated_at: new Date(), updated_by: actor.user?.id ?? null }),
        )
        .execute();
    }
    await auditBy(trx, actor, {
      action: 'config_update',
      entityType: 'config',
      entityId: null,
      detail: {
        before: Object.fromEntries(Object.keys(update).map((k) => [k, before[k as SettingKey]])),
        after: update,
      },
    });
  });
  return readSettings(db);
}
