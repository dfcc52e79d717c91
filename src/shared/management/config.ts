// Settings (GET/POST /api/config): one schema per key, with its default.
import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from './limits';

export const FooterLink = Type.Object(
  {
    label: Type.String({ minLength: 1, maxLength: LIMITS.footerLabel, pattern: '\\S' }),
    uri: Type.String({ minLength: 1, maxLength: LIMITS.footerUri, pattern: '^(https://|/)[^\\s]*$' }),
  },
  { additionalProperties: false },
);

export const SETTING_SCHEMAS = {
  /** Statistics show no group smaller than this (privacy of minors). */
  statsMinGroupSize: Type.Integer({ minimum: LIMITS.minGroupSizeMin, maximum: LIMITS.minGroupSizeMax }),
  /** Staff (admins and managers) must log in with a second factor. */
  staffMfaMandatory: Type.Boolean(),
  /** The footer menu (GET /menu). */
  footerMenu: Type.Array(FooterLink, { maxItems: LIMITS.footerMenuMax }),
};
export type SettingKey = keyof typeof SETTING_SCHEMAS;
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

export const Settings = Type.Object(SETTING_SCHEMAS);
export type Settings = Static<typeof Settings>;
/** POST /api/config: any subset of the settings. */
export const SettingsUpdate = Type.Partial(Type.Object(SETTING_SCHEMAS, { additionalProperties: false }), {
  additionalProperties: false,
  minProperties: 1,
});
export type SettingsUpdate = Static<typeof SettingsUpdate>;
export const SettingKeyParam = Type.Object(
  { key: Type.Union(SETTING_KEYS.map((k) => Type.Literal(k))) },
  { additionalProperties: false },
);

export const SETTING_DEFAULTS: Omit<Settings, 'footerMenu'> = { statsMinGroupSize: 10, staffMfaMandatory: false };
