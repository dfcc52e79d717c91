// fast-check arbitraries for malformed requests: each route has a seed of valid-looking input
// (so mutations reach the handler, not only the schema), and the generators break it in the ways
// clients and attackers do: wrong types, missing and extra fields, huge and odd values, repeated
// query keys, raw bodies that are not JSON, prototype-pollution keys, odd path parameters.
import { blankOutcome } from '../../fixtures/exampleOutcome';
import fc from 'fast-check';
import type { RouteInfo } from './routes';
import { emptyAnswer } from '../../../src/rules/emptyAnswer';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface RouteSeed {
  body?: Record<string, Json>;
  query?: Record<string, string>;
  params?: Record<string, string>;
}

const UUID = '0b6e3a4e-2f8c-4d6a-9a55-1f0e2d3c4b5a';
const TOKEN = 'A'.repeat(43);
const answer: Json = { ...emptyAnswer({ id: 1 }), options: [1] };
const finish: Json = {
  id: UUID,
  module: 1,
  answers: [answer],
  meta: { age: 17, gender: 'female' },
  computed: {},
  finished: true,
  updatedAt: 1,
  debug: false,
  actions: ['a'],
  contact_data: false,
  test_result: 'good',
  norm_results: [{ name: 'n', result: 'good' }],
};

const moduleDocument: Record<string, Json> = {
  topic: { name: 'Sport (test)', category: 'Bewegen', status: 'optional', icon: null, image: null, contactData: null },
  module: {
    name: 'fuzz_module',
    title: 'Fuzz',
    start_text: '',
    slides: [{ name: 'vraag', type: 'single-choice', text: 'Vraag?', options: [{ name: 'Ja', value: 1 }] }],
    result_texts: [{ name: 'tekst', title: 'Titel', text: '<p>Tekst</p>' }],
  },
  config: { computed: { dubbel: 'q.vraag * 2' }, rules: [{ when: 'q.vraag == 1', show_texts: ['tekst'] }] },
};
const moduleExample: Record<string, Json> = {
  name: 'Voorbeeld',
  meta: { age: 16, gender: 'male' },
  answers: [{ slide: 'vraag', options: ['Ja'] }],
  expected: { ...blankOutcome() },
};

const staff: Json = {
  email: 'coordinator@demo.nl',
  givenName: 'Carla',
  namePreposition: null,
  familyName: 'Jansen',
  role: 'schoolManager',
  managingSchools: [1],
  managingLocations: [],
};
const student: Json = {
  email: 'leerling@demo.nl',
  givenName: 'Sanne',
  namePreposition: 'van',
  familyName: 'Jansen',
  schoolId: 1,
  locationId: 1,
  className: 'H3A',
  studyYear: 3,
  level: 'havo',
  enabled: true,
};

/** Valid-looking input per 'METHOD url'; routes without an entry get only generic garbage. */
export const SEEDS: Record<string, RouteSeed> = {
  'POST /login': { body: { username: 'leerling@demo.nl', password: 'fout-wachtwoord' } },
  'POST /2fa_check': { body: { _auth_code: '123456' } },
  'POST /api/check-username': { body: { username: 'leerling@demo.nl' } },
  'POST /api/resend-confirmation': { body: { username: 'nieuw@demo.nl' } },
  'POST /api/resetting/reset': { body: { email: 'leerling@demo.nl' } },
  'POST /api/resetting/set': {
    body: { token: TOKEN, password: 'Nieuw-wachtwoord-1', repeatPassword: 'Nieuw-wachtwoord-1', enabled: true },
  },
  'GET /api/account': { query: { _switch_user: 'leerling2@demo.nl' } },
  'POST /api/account/change-password': { body: { current_password: 'fout', new_password: 'Nieuw-wachtwoord-1' } },
  'POST /api/account/set-mfa-type': { body: { type: 'email' } },
  'POST /api/account/generate-google-authenticator-secret': { body: { generate: false } },
  'POST /api/action-queue': {
    body: {
      queue: [
        { id: 'q1', type: 'FINISH_TEST', data: finish },
        { id: 'q2', type: 'SKIP_MODULE', data: { module: 1 } },
      ],
    },
  },
  'GET /api/user': { query: { page: '1', limit: '10', search: 'leer', kind: 'staff', sort: 'username', order: 'asc' } },
  'GET /api/user/:id': { params: { id: '1' } },
  'POST /api/user': { body: staff },
  'POST /api/user/:id': { params: { id: '5' }, body: staff },
  'POST /api/user/:id/toggle-active': { params: { id: '1' } },
  'POST /api/user/:id/reset-mfa': { params: { id: '1' } },
  'DELETE /api/user/:id': { params: { id: '1' } },
  'PUT /api/user/send-confirmation': { body: { id: 4 } },
  'GET /api/config/:key': { params: { key: 'statsMinGroupSize' } },
  'POST /api/config': {
    body: { statsMinGroupSize: 10, staffMfaMandatory: false, footerMenu: [{ label: 'Privacy', uri: '/privacy.html' }] },
  },
  'GET /api/alert': { query: { page: '1', read: 'false' } },
  'GET /api/alert/:id': { params: { id: '1' } },
  'POST /api/alert/:id': { params: { id: '1' }, body: { read: true } },
  'GET /api/school': { query: { page: '1', limit: '25', sort: 'name', order: 'desc', search: 'demo', active: 'true' } },
  'GET /api/school/:id': { params: { id: '1' } },
  'POST /api/school': { body: { name: 'Nieuw College', brin: '56EF' } },
  'PUT /api/school/:id': { params: { id: '1' }, body: { name: 'Demo College', brin: '12AB', active: true } },
  'DELETE /api/school/:id': { params: { id: '1' } },
  'POST /api/school/approve-school-year': { body: { schoolId: 1, schoolYear: 2026 } },
  'POST /api/school/:id/activate': { params: { id: '1' }, body: { active: false } },
  'POST /api/school/:id/approve': { params: { id: '1' } },
  'POST /api/school/:id/generate': { params: { id: '1' } },
  'POST /api/school/:id/clear': { params: { id: '1' } },
  'GET /api/school-location': { query: { schoolId: '1', sort: 'name', search: 'noord' } },
  'GET /api/school-location/:id': { params: { id: '1' } },
  'POST /api/school-location': { body: { schoolId: 1, name: 'Zuid', city: 'Utrecht' } },
  'PUT /api/school-location/:id': { params: { id: '1' }, body: { name: 'Zuid', city: null } },
  'DELETE /api/school-location/:id': { params: { id: '1' } },
  'GET /api/student': {
    query: { page: '1', schoolId: '1', level: 'havo', studyYear: '3', enabled: 'true', sort: 'familyName' },
  },
  'GET /api/student/:id': { params: { id: '1' } },
  'POST /api/student/:id': { params: { id: '1' }, body: student },
  'DELETE /api/student/:id': { params: { id: '1' } },
  'POST /api/student/send-activation-mail': { body: { ids: [4] } },
  'GET /api/audit-log': { query: { page: '1', action: 'school_update', entityType: 'school' } },
  'POST /api/test/skip-module': { body: { module: 1 } },
  'POST /api/test/start-module': { body: { module: 1 } },
  'POST /api/test/finish': { body: finish as Record<string, Json> },
  'GET /api/test/result-pdf': { query: { test: UUID, result: 'good', skip_actions: '0', norm_result: '[]' } },
  'GET /api/my-results': { query: {} },
  'POST /api/oorcheck/start': { body: { question: 1 } },
  'GET /api/oorcheck/status/:token': { params: { token: TOKEN } },
  'POST /api/oorcheck/session/:token/open': { params: { token: TOKEN } },
  'POST /api/oorcheck/session/:token/begin': { params: { token: TOKEN }, body: { mode: 'diotic' } },
  'GET /api/oorcheck/session/:token/trial.wav': { params: { token: TOKEN } },
  'GET /api/oorcheck/session/:token/sample.wav': { params: { token: TOKEN }, query: { mode: 'antiphasic' } },
  'POST /api/oorcheck/session/:token/answer': { params: { token: TOKEN }, body: { response: '123' } },
  'POST /api/bug-report': { body: { message: 'Het werkt niet', data: { route: '/' } } },
  'GET /api/bug-report': { query: { page: '1', limit: '10' } },
  'GET /api/bug-report/:id': { params: { id: '1' } },
  'GET /dev/mail/:id': { params: { id: '1' } },
  'GET /file/:id/:modified': { params: { id: '1', modified: '1' } },
  'GET /image/:id/:width/:height/:modified': { params: { id: '1', width: '600', height: 'auto', modified: '1' } },
  // The module editor (issue 33, module-server).
  'POST /api/module': { body: { name: 'nieuw', title: 'Nieuw', topicId: 1 } },
  'GET /api/module/:id': { params: { id: '1' } },
  'POST /api/module/:id': { params: { id: '1' }, body: { document: moduleDocument } },
  'POST /api/module/:id/publish': { params: { id: '1' }, body: { confirmChangedExamples: true } },
  'GET /api/module/:id/versions/:v': { params: { id: '1', v: '1' } },
  'GET /api/module/:id/versions/:v/compare/:b': { params: { id: '1', v: '1', b: 'draft' } },
  'POST /api/module/:id/versions/:v/restore': { params: { id: '1', v: '1' }, body: {} },
  'GET /api/module/:id/export': { params: { id: '1' }, query: { version: '1' } },
  'POST /api/module/import': { query: { target: 'new' }, body: moduleDocument },
  'POST /api/module/:id/examples': { params: { id: '1' }, body: moduleExample },
  'POST /api/module/:id/examples/:exampleId': { params: { id: '1', exampleId: '1' }, body: moduleExample },
  'DELETE /api/module/:id/examples/:exampleId': { params: { id: '1', exampleId: '1' } },
  // Issue 34, the raw export.
  'POST /api/stats/modules/start-export-raw-data': { body: { format: 'xlsx' } },
  'GET /api/stats/modules/check-export-raw-data-status/:id': { params: { id: '1' } },
  'GET /api/stats/modules/download-export-raw-data/:id': { params: { id: '1' } },
};

const odd: fc.Arbitrary<Json> = fc.constantFrom<Json>(
  null,
  '',
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 53 + 2,
  true,
  [],
  {},
  'x'.repeat(5000),
  '\u0000',
  '𝌆',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '2020-13-45',
  '-0',
  ' ',
  'NaN',
  '1e3',
  [null],
  '\uD800',
  'a\u0000b',
  { '\u0000': 1 },
  { constructor: { prototype: { polluted: 1 } } },
);
const anyValue: fc.Arbitrary<Json> = fc.oneof(odd, fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>);

type Path = Array<string | number>;

function pathsOf(value: Json, prefix: Path = []): Path[] {
  if (value === null || typeof value !== 'object') return [prefix];
  const children = Array.isArray(value)
    ? value.map((v, i) => pathsOf(v, [...prefix, i]))
    : Object.entries(value).map(([k, v]) => pathsOf(v, [...prefix, k]));
  return [prefix, ...children.flat()];
}

function edit(value: Json, path: Path, op: 'set' | 'delete' | 'add', replacement: Json, extraKey: string): Json {
  if (path.length === 0) {
    if (op === 'add' && value !== null && typeof value === 'object' && !Array.isArray(value))
      return { ...value, [extraKey]: replacement };
    return op === 'delete' ? null : replacement;
  }
  const [head, ...rest] = path;
  const container = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, Json>;
  if (rest.length === 0 && op === 'delete') {
    if (Array.isArray(container)) container.splice(head as number, 1);
    else delete container[head];
    return container as Json;
  }
  container[head] = edit(container[head], rest, op, replacement, extraKey);
  return container as Json;
}

/** The seed with one field replaced, removed or one key added somewhere. */
export function mutated(seed: Json): fc.Arbitrary<Json> {
  return fc
    .tuple(
      fc.constantFrom(...pathsOf(seed)),
      fc.constantFrom('set', 'delete', 'add' as const),
      anyValue,
      fc.string({ maxLength: 12 }),
    )
    .map(([path, op, replacement, key]) =>
      edit(seed, path, op as 'set' | 'delete' | 'add', replacement, key || 'extra'),
    );
}

export type Body =
  { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; payload: string };

const rawBodies: fc.Arbitrary<Body> = fc.record({
  kind: fc.constant('raw' as const),
  contentType: fc.constantFrom(
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/json; charset=latin1',
  ),
  payload: fc.oneof(
    fc.string(),
    fc.constantFrom(
      '{',
      '{"a":',
      '[1,2',
      'null',
      '"x"',
      '{"__proto__":{"polluted":1}}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      'a=1&b=2',
      '\u0000',
    ),
  ),
});

export function bodies(route: RouteInfo): fc.Arbitrary<Body> {
  const seed = SEEDS[`${route.method} ${route.url}`]?.body;
  const json = (value: fc.Arbitrary<unknown>): fc.Arbitrary<Body> =>
    value.map((v) => ({ kind: 'json' as const, value: v }));
  return fc.oneof(
    { arbitrary: seed ? json(mutated(seed)) : json(fc.object()), weight: 4 },
    { arbitrary: json(fc.anything({ maxDepth: 2 })), weight: 2 },
    { arbitrary: rawBodies, weight: 2 },
    { arbitrary: fc.constant<Body>({ kind: 'none' }), weight: 1 },
  );
}

const paramValue: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom(
    '0',
    '-1',
    '\u0000',
    '1.5',
    '1e3',
    '99999999999999999999',
    '2147483648',
    'NaN',
    '%00',
    '..',
    ' ',
    'null',
    'A'.repeat(43),
    '0b6e3a4e-2f8c-4d6a-9a55-1f0e2d3c4b5a',
  ),
);

export function params(route: RouteInfo): fc.Arbitrary<Record<string, string>> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const seed = SEEDS[`${route.method} ${route.url}`]?.params ?? {};
  return fc.record(
    Object.fromEntries(names.map((n) => [n, seed[n] ? fc.oneof(fc.constant(seed[n]), paramValue) : paramValue])),
  );
}

const queryKey = fc.oneof(
  fc.string({ maxLength: 10 }),
  fc.constantFrom(
    'page',
    'limit',
    'search',
    'test',
    'result',
    '_switch_user',
    '_exit',
    'skip_actions',
    'norm_result',
    '__proto__',
    'constructor',
  ),
);

/** A raw query string (without '?'): the seed mutated, random keys, repeated keys or undecodable text. */
export function queries(route: RouteInfo): fc.Arbitrary<string> {
  const seed = SEEDS[`${route.method} ${route.url}`]?.query;
  const encode = (pairs: Array<[string, string]>) =>
    pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  const seedPairs = seed ? Object.entries(seed) : [];
  return fc.oneof(
    fc.constant(''),
    fc
      .array(fc.tuple(queryKey, fc.oneof(fc.string({ maxLength: 20 }), paramValue)), { maxLength: 4 })
      .map((extra) => encode([...seedPairs, ...extra])),
    fc
      .tuple(fc.nat(), fc.oneof(fc.string({ maxLength: 20 }), paramValue))
      .map(([i, v]) =>
        encode(seedPairs.map(([k, old], j) => [k, seedPairs.length && j === i % seedPairs.length ? v : old])),
      ),
    fc.constantFrom('%', '%zz=1', 'a[b]=1', 'page=1&page=2', '&&&', '=1', 'x='.repeat(200)),
  );
}
