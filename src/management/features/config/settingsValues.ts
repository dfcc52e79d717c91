// The settings form's values and their checks, pure: the same schemas the server validates
// POST /api/config with, so the form refuses exactly what the server would.
import { Value } from '@sinclair/typebox/value';
import { t } from '../../i18n';
import { FooterLink, SettingsUpdate, type Settings } from '../../../shared/management/config';
import { LIMITS } from '../../../shared/management/limits';
import { fieldErrors } from '../../../shared/management/validate';
import type { FieldErrors } from '../../ui/useForm';

export interface FooterRow {
  /** Stable across moves and removals, so React keeps each row's inputs (and focus) with it. */
  key: number;
  label: string;
  uri: string;
}

export interface SettingsValues extends Record<string, unknown> {
  statsMinGroupSize: string;
  staffMfaMandatory: boolean;
  footerMenu: FooterRow[];
}

export function toSettingsValues(settings: Settings): SettingsValues {
  return {
    statsMinGroupSize: String(settings.statsMinGroupSize),
    staffMfaMandatory: settings.staffMfaMandatory,
    footerMenu: settings.footerMenu.map((link, i) => ({ key: i + 1, label: link.label, uri: link.uri })),
  };
}

/** A whole number typed as digits (spaces around it allowed); anything else stays NaN for the schema to refuse. */
const wholeNumber = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

export function toSettingsUpdate(values: SettingsValues): SettingsUpdate {
  return {
    statsMinGroupSize: wholeNumber(values.statsMinGroupSize),
    staffMfaMandatory: values.staffMfaMandatory,
    footerMenu: values.footerMenu.map((row) => ({ label: row.label.trim(), uri: row.uri.trim() })),
  };
}

/** Field errors, with one per footer row field (`footerMenu.2.uri`) instead of one for the whole menu. */
export function validateSettings(values: SettingsValues): FieldErrors {
  const update = toSettingsUpdate(values);
  const errors = fieldErrors(SettingsUpdate, update);
  delete errors.footerMenu;
  update.footerMenu?.forEach((link, i) => {
    const key = values.footerMenu[i].key;
    if (!Value.Check(FooterLink.properties.label, link.label))
      errors[`footerMenu.${key}.label`] = t('settings.linkLabelError');
    if (!Value.Check(FooterLink.properties.uri, link.uri)) errors[`footerMenu.${key}.uri`] = t('settings.linkUriError');
  });
  if (values.footerMenu.length > LIMITS.footerMenuMax) errors.footerMenu = t('settings.footerFull');
  return errors;
}

/** The row moved one place up (-1) or down (+1); the list unchanged at either end. */
export function moveRow<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
