// Every Dutch string of the management site (/beheer/), one typed module like the student app's
// src/i18n/nl.ts but kept apart from it (a lint zone): strings here never reach a student's bundle.
import { common } from './common';
import { contactLessonTexts } from './contactLessons';
import { help } from './help';
import { imports } from './imports';
import { pages } from './pages';
import { schools } from './school';
import { site } from './site';
import { studentTexts } from './student';
import { userTexts } from './user';
// Issue 34, the raw export (stats-export).
import { statsExportNav } from './statsExportNav';

export const beheerNl = {
  ...common,
  ...pages,
  ...schools,
  ...imports,
  ...studentTexts,
  ...userTexts,
  ...help,
  ...site,
  ...contactLessonTexts,
  // Issue 34, the raw export (stats-export).
  ...statsExportNav,
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type ManagementMessageKey = Leaves<typeof beheerNl>;

/** Looks up a Dutch string of the management site; `{name}` placeholders are filled from params. */
export function t(key: ManagementMessageKey, params?: Record<string, string | number>): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], beheerNl);
  const text = typeof value === 'string' ? value : key;
  return params ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : text;
}
