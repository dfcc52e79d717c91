// nl is one object spread together from the sections in src/i18n/sections; a top-level key that two
// sections both declare would silently keep only the later one's strings. These tests make that loud.
import fs from 'node:fs';
import path from 'node:path';
import { nl, sections } from '../../../src/i18n/nl';

const sectionDir = path.join(__dirname, '../../../src/i18n/sections');

/** Top-level keys declared by more than one section, with the sections that declare them. */
function sharedKeys(all: Record<string, object>): Record<string, string[]> {
  const owners: Record<string, string[]> = {};
  for (const [section, strings] of Object.entries(all)) {
    for (const key of Object.keys(strings)) (owners[key] ??= []).push(section);
  }
  return Object.fromEntries(Object.entries(owners).filter(([, names]) => names.length > 1));
}

test('no two message sections declare the same top-level key', () => {
  expect(sharedKeys(sections)).toEqual({});
});

test('the check finds a key that two sections declare', () => {
  expect(sharedKeys({ a: { common: {}, pdf: {} }, b: { pdf: {} } })).toEqual({ pdf: ['a', 'b'] });
});

test('nl holds every key of every section, unchanged', () => {
  for (const strings of Object.values(sections)) {
    for (const [key, value] of Object.entries(strings)) expect(nl[key as keyof typeof nl]).toBe(value);
  }
  const total = Object.values(sections).reduce((n, strings) => n + Object.keys(strings).length, 0);
  expect(Object.keys(nl)).toHaveLength(total);
});

test('every file in src/i18n/sections is merged into nl', async () => {
  const files = fs.readdirSync(sectionDir).filter((f) => f.endsWith('.ts'));
  const merged = new Set<object>(Object.values(sections));
  for (const file of files) {
    const exported = Object.values(await import(path.join(sectionDir, file))) as unknown[];
    const objects = exported.filter((v): v is object => typeof v === 'object' && v !== null);
    expect({ file, merged: objects.some((o) => merged.has(o)) }).toEqual({ file, merged: true });
  }
});
