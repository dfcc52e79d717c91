// Every Dutch UI string, one typed module. Sections live in ./sections so that features can grow
// their own strings without edit conflicts; t() only accepts keys that exist (compile-time check).
import { accountPages } from './sections/accountPages';
import { app } from './sections/app';
import { limits } from './sections/limits';
import { moduleDialog } from './sections/moduleDialog';
import { offline } from './sections/offline';
import { oorcheck } from './sections/oorcheck';
import { questions } from './sections/questions';
import { studentPages } from './sections/studentPages';
import { support } from './sections/support';

/** The sections merged into nl; test/client/i18n/messageSections.test.ts checks that no two share a top-level key. */
export const sections = {
  app,
  questions,
  moduleDialog,
  offline,
  accountPages,
  oorcheck,
  support,
  studentPages,
  limits,
};

export const nl = {
  ...app,
  ...questions,
  ...moduleDialog,
  ...offline,
  ...accountPages,
  ...oorcheck,
  ...support,
  ...studentPages,
  ...limits,
} as const;

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type MessageKey = Leaves<typeof nl>;

/** Looks up a Dutch string; `{name}` placeholders are filled from params. */
export function t(key: MessageKey, params?: Record<string, string | number>): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], nl);
  const text = typeof value === 'string' ? value : key;
  return params ? text.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`)) : text;
}
