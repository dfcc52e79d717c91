// The authorization matrix: every route, called as each kind of caller, with the status each must
// get. The table is the documentation of who may do what (docs/product.md §6); a route the table does
// not list fails the test, so a new route cannot ship without a decision here.
// Columns: anonymous, student (leerling@), other student (leerling2@), manager, admin (ROLE_ADMIN),
// super admin (admin@demo.nl, also the demo imitator). "Owned" resources belong to the student.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createSession } from '../../server/services/oorcheck/session';
import { beginSessionRun } from '../../server/services/oorcheck/run';
import { loadModules } from '../../server/services/module';
import { finishAttempt } from '../../server/services/attempt';
import { DEMO_PASSWORD } from '../../server/db/seed';
import { json } from '../../server/db/json';
import { raiseAlert } from '../../server/services/alert';
import { listTopics } from '../../server/services/topic';
import { readContent } from '../../server/services/moduleContent/draftContent';
import { schoolYearOf } from '../../src/shared/management/schoolYear';
import { demoIds, sessionAs, userId } from './helpers/sessionAs';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { addPlainAdmin, agentFor, USERNAMES, WHO, type Who } from './helpers/identities';
import { listRoutes } from './helpers/routes';
import { useTestApp } from './helpers/testApp';
import { blankOutcome } from '../fixtures/exampleOutcome';

type Statuses = [
  anonymous: number,
  student: number,
  otherStudent: number,
  manager: number,
  admin: number,
  superAdmin: number,
];

/** What each row can refer to: the student's own things, created before every row. */
interface Owned {
  studentId: number;
  moduleId: number;
  testId: string;
  oorcheckToken: string;
  bugReportId: number;
  mailId: number;
  image: { id: number; modified: number };
  ids: Awaited<ReturnType<typeof demoIds>>;
  alertId: number;
  newStudentId: number;
  /** One account per caller to delete (a delete succeeds once). */
  deletableStudent: Record<Who, number>;
  deletableStaff: Record<Who, number>;
  /** A school with one student per row caller: deleting a school is its contract end and erases its people. */
  deletableSchool: Record<Who, number>;
  schoolYear: number;
  /** The module editor (issue 33): the topics list's revision and the fixture module's first slide. */
  /** The current revisions, read before each caller's request: an earlier caller's write moved them on. */
  revisions: { topics: () => Promise<string>; draft: () => Promise<string> };
  topicId: number;
  slideId: number;
  /** Issue 34: a raw export the super admin started, which failed (so a new one may start). */
  exportId: number;
}

interface Row {
  route: string; // 'METHOD /pattern' as Fastify lists it
  case: string;
  url: (o: Owned, who: Who) => string;
  body?: (o: Owned, who: Who) => unknown;
  /** Call from the server's own machine (loopback) instead of a remote address. */
  loopback?: boolean;
  /**
   * Request headers (the module editor's If-Match): fixed, or read before each caller's request (an
   * earlier caller's write moved the revision on).
   */
  headers?: Record<string, string> | ((o: Owned) => Promise<Record<string, string>>);
  expect: Statuses;
}

const finishBody = (o: Owned) => ({
  id: randomUUID(),
  module: o.moduleId,
  answers: [],
  meta: { age: 17, gender: 'female' },
  computed: {},
  finished: true,
  updatedAt: Date.now(),
  debug: false,
  actions: [],
  contact_data: false,
  test_result: 'good',
  norm_results: [],
});

/** A small module content file (the module editor's document). */
const moduleDocument = (name: string) => ({
  topic: { name: 'Sport (test)', category: 'Bewegen', status: 'optional', icon: null, image: null, contactData: null },
  module: { name, title: 'Sport', start_text: '', slides: [{ name: 'uitleg', text: 'Uitleg' }], result_texts: [] },
  config: {},
});
const MODULE_EXAMPLE = {
  name: 'Voorbeeld',
  meta: { age: 16, gender: 'male' },
  answers: [],
  expected: blankOutcome(),
};

const ALL_OK: Statuses = [200, 200, 200, 200, 200, 200];
const LOGGED_IN: Statuses = [401, 200, 200, 200, 200, 200];
const ADMINS: Statuses = [401, 403, 403, 403, 200, 200];
/** Management: school managers (of the demo school, where the ids point), admins. */
const MANAGERS: Statuses = [401, 403, 403, 200, 200, 200];
const SUPER: Statuses = [401, 403, 403, 403, 403, 200];

const studentBody = (o: Owned) => ({
  email: 'leerling@demo.nl',
  givenName: 'Sanne',
  namePreposition: null,
  familyName: 'Jansen',
  schoolId: o.ids.schoolA,
  locationId: o.ids.locationMain,
  className: 'H3A',
  studyYear: 3,
  level: 'havo',
  enabled: true,
});
const staffBody = (o: Owned, who: Who) => ({
  email: `coordinator-${who}@demo.nl`,
  givenName: 'Co',
  namePreposition: null,
  familyName: 'Ordinator',
  role: 'locationManager',
  managingSchools: [],
  managingLocations: [o.ids.locationNorth],
});
const BRIN: Record<Who, string> = {
  anonymous: '90AA',
  student: '91AA',
  otherStudent: '92AA',
  manager: '93AA',
  admin: '94AA',
  superAdmin: '95AA',
};

const topicsRevision = async (o: Owned) => ({ 'if-match': await o.revisions.topics() });
const draftRevision = async (o: Owned) => ({ 'if-match': await o.revisions.draft() });
/** What the admin and then the super admin delete: one each, as a delete succeeds once. */
const nth = (who: Who) => (who === 'superAdmin' ? 2 : 1);
const topicBody = (name: string) => ({
  name,
  category: 'Bewegen',
  status: 'optional',
  contactData: null,
  iconId: null,
  imageId: null,
});
const questionBody = (name: string) => ({
  name,
  text: 'Hoeveel dagen per week sport je?',
  more_info: null,
  info_image: null,
  type: 'single-choice',
  subtype: null,
  composite: false,
  min_value: null,
  max_value: null,
  value_label: null,
  skippable: false,
  skip_label: null,
});

// prettier-ignore
const MATRIX: Row[] = [
  { route: 'POST /login', case: "the student's credentials", url: () => '/login', body: () => ({ username: USERNAMES.student, password: DEMO_PASSWORD }), expect: ALL_OK },
  { route: 'POST /2fa_check', case: 'without a pending 2FA login', url: () => '/2fa_check', body: () => ({ _auth_code: '123456' }), expect: [401, 401, 401, 401, 401, 401] },
  { route: 'POST /logout', case: '', url: () => '/logout', body: () => ({}), expect: ALL_OK },
  { route: 'GET /logged-in', case: '', url: () => '/logged-in', expect: ALL_OK },
  { route: 'POST /api/check-username', case: 'public step of the login widget', url: () => '/api/check-username', body: () => ({ username: USERNAMES.student }), expect: ALL_OK },
  { route: 'POST /api/resend-confirmation', case: 'public', url: () => '/api/resend-confirmation', body: () => ({ username: 'nieuw@demo.nl' }), expect: ALL_OK },
  // Unknown addresses answer like known ones (no account discovery); one address per caller, as
  // a second request for the same address within RESET_LIMIT_MINUTES answers reset_limit.
  { route: 'POST /api/resetting/reset', case: 'public (unknown address)', url: () => '/api/resetting/reset', body: () => ({ email: `niemand-${randomUUID()}@demo.nl` }), expect: ALL_OK },
  { route: 'POST /api/resetting/set', case: 'public (the token is the proof)', url: () => '/api/resetting/set', body: () => ({ token: 'A'.repeat(43), password: 'x', repeatPassword: 'x' }), expect: [400, 400, 400, 400, 400, 400] },
  { route: 'GET /api/account', case: 'own account', url: () => '/api/account', expect: LOGGED_IN },
  { route: 'GET /api/account', case: '_switch_user to a student (imitators only)', url: () => '/api/account?_switch_user=leerling2%40demo.nl', expect: [401, 403, 403, 403, 403, 200] },
  { route: 'GET /api/account', case: '_switch_user to the super admin', url: () => '/api/account?_switch_user=admin%40demo.nl', expect: [401, 403, 403, 403, 403, 403] },
  { route: 'GET /api/account', case: '_exit without imitating', url: () => '/api/account?_exit=1', expect: LOGGED_IN },
  { route: 'POST /api/account/change-password', case: 'wrong current password', url: () => '/api/account/change-password', body: () => ({ current_password: 'fout', new_password: 'Een-ander-wachtwoord-2026' }), expect: [401, 400, 400, 400, 400, 400] },
  { route: 'POST /api/account/set-mfa-type', case: '', url: () => '/api/account/set-mfa-type', body: () => ({ type: 'email', current_password: DEMO_PASSWORD }), expect: LOGGED_IN },
  { route: 'POST /api/account/generate-google-authenticator-secret', case: '', url: () => '/api/account/generate-google-authenticator-secret', body: () => ({ generate: true, current_password: DEMO_PASSWORD }), expect: LOGGED_IN },
  { route: 'GET /api/account/google-authenticator-qr-code', case: 'no secret yet', url: () => '/api/account/google-authenticator-qr-code', expect: [401, 404, 404, 404, 404, 404] },
  { route: 'POST /api/action-queue', case: 'empty queue', url: () => '/api/action-queue', body: () => ({ queue: [] }), expect: LOGGED_IN },
  { route: 'GET /api/test/data', case: '', url: () => '/api/test/data', expect: LOGGED_IN },
  { route: 'POST /api/test/skip-module', case: '', url: () => '/api/test/skip-module', body: (o) => ({ module: o.moduleId }), expect: LOGGED_IN },
  { route: 'POST /api/test/start-module', case: '', url: () => '/api/test/start-module', body: (o) => ({ module: o.moduleId }), expect: LOGGED_IN },
  { route: 'POST /api/test/finish', case: 'a new test', url: () => '/api/test/finish', body: finishBody, expect: LOGGED_IN },
  { route: 'POST /api/test/finish', case: "the student's finished test", url: () => '/api/test/finish', body: (o) => ({ ...finishBody(o), id: o.testId }), expect: [401, 200, 403, 403, 403, 403] },
  { route: 'GET /api/test/result-pdf', case: "the student's test", url: (o) => `/api/test/result-pdf?test=${o.testId}&result=good`, expect: [401, 200, 404, 404, 404, 404] },
  { route: 'GET /api/my-results', case: 'always the caller\'s own tests', url: () => '/api/my-results', expect: LOGGED_IN },
  // 'Mijn gegevens': the student themself only; staff 403 (a student's right, not staff's).
  { route: 'GET /api/my-data', case: "always the caller's own data", url: () => '/api/my-data', expect: [401, 200, 200, 403, 403, 403] },
  { route: 'GET /api/my-data/pdf', case: "always the caller's own data", url: () => '/api/my-data/pdf', expect: [401, 200, 200, 403, 403, 403] },
  { route: 'GET /api/my-data/erasure-request', case: "the caller's own request", url: () => '/api/my-data/erasure-request', expect: [401, 200, 200, 403, 403, 403] },
  { route: 'POST /api/my-data/erasure-request', case: 'for the caller themself', url: () => '/api/my-data/erasure-request', body: () => ({}), expect: [401, 200, 200, 403, 403, 403] },
  { route: 'GET /api/portfolio/certificate', case: 'own certificate', url: () => '/api/portfolio/certificate', expect: LOGGED_IN },
  { route: 'POST /api/oorcheck/start', case: '', url: () => '/api/oorcheck/start', body: () => ({}), expect: LOGGED_IN },
  // Someone else's hearing test is "not found", so its existence is not revealed.
  { route: 'GET /api/oorcheck/status/:token', case: "the student's session", url: (o) => `/api/oorcheck/status/${o.oorcheckToken}`, expect: [401, 200, 404, 404, 404, 404] },
  { route: 'POST /api/oorcheck/session/:token/open', case: "the student's session", url: (o) => `/api/oorcheck/session/${o.oorcheckToken}/open`, body: () => ({}), expect: [401, 200, 404, 404, 404, 404] },
  { route: 'POST /api/oorcheck/session/:token/begin', case: "the student's session", url: (o) => `/api/oorcheck/session/${o.oorcheckToken}/begin`, body: () => ({ mode: 'diotic' }), expect: [401, 200, 404, 404, 404, 404] },
  { route: 'GET /api/oorcheck/session/:token/trial.wav', case: "the student's begun session", url: (o) => `/api/oorcheck/session/${o.oorcheckToken}/trial.wav`, expect: [401, 200, 404, 404, 404, 404] },
  { route: 'GET /api/oorcheck/session/:token/sample.wav', case: "the student's session", url: (o) => `/api/oorcheck/session/${o.oorcheckToken}/sample.wav?mode=antiphasic`, expect: [401, 200, 404, 404, 404, 404] },
  { route: 'POST /api/oorcheck/session/:token/answer', case: "the student's begun session", url: (o) => `/api/oorcheck/session/${o.oorcheckToken}/answer`, body: () => ({ response: '123' }), expect: [401, 200, 404, 404, 404, 404] },
  { route: 'GET /api/contact', case: 'every staff role', url: () => '/api/contact', expect: MANAGERS },
  { route: 'POST /api/contact', case: 'every staff role', url: () => '/api/contact', body: () => ({ senderName: 'Carla', school: 'Demo College', senderEmail: 'carla@demo.nl', question: 'Waar vind ik de handleiding?' }), expect: MANAGERS },
  { route: 'GET /api/lesson-guide', case: 'every staff role', url: () => '/api/lesson-guide', expect: MANAGERS },
  { route: 'GET /api/lesson-guide/:id', case: 'fixture module, no guide (null)', url: (o) => `/api/lesson-guide/${o.moduleId}`, expect: MANAGERS },
  { route: 'GET /api/lesson-guide/:id/pdf', case: 'fixture module has no guide', url: (o) => `/api/lesson-guide/${o.moduleId}/pdf`, expect: [401, 403, 403, 404, 404, 404] },
  { route: 'POST /api/bug-report', case: 'also logged out', url: () => '/api/bug-report', body: () => ({ message: 'Knop doet niets', data: {} }), expect: ALL_OK },
  { route: 'GET /api/bug-report', case: '', url: () => '/api/bug-report', expect: ADMINS },
  { route: 'GET /api/bug-report/:id', case: '', url: (o) => `/api/bug-report/${o.bugReportId}`, expect: ADMINS },
  // The outbox holds login links: only on the server's own machine (and only without SMTP).
  { route: 'GET /dev/mail', case: 'from another machine', url: () => '/dev/mail', expect: [404, 404, 404, 404, 404, 404] },
  { route: 'GET /dev/mail', case: 'from the server itself', url: () => '/dev/mail', loopback: true, expect: ALL_OK },
  { route: 'GET /dev/mail/:id', case: 'from another machine', url: (o) => `/dev/mail/${o.mailId}`, expect: [404, 404, 404, 404, 404, 404] },
  { route: 'GET /dev/mail/:id', case: 'from the server itself', url: (o) => `/dev/mail/${o.mailId}`, loopback: true, expect: ALL_OK },
  { route: 'GET /menu', case: '', url: () => '/menu', expect: ALL_OK },
  { route: 'GET /online', case: '', url: () => '/online', expect: ALL_OK },
  { route: 'GET /ready', case: 'health check for load balancers', url: () => '/ready', expect: ALL_OK },
  { route: 'GET /metrics', case: 'from another machine, no token', url: () => '/metrics', expect: [404, 404, 404, 404, 404, 404] },
  { route: 'GET /metrics', case: 'from the server itself', url: () => '/metrics', loopback: true, expect: ALL_OK },
  { route: 'GET /ops/backup', case: 'from another machine (the drill tests it locally)', url: () => '/ops/backup', expect: [404, 404, 404, 404, 404, 404] },
  // Media are module illustrations, cached publicly: no personal data.
  // Management (issue 14): the ids are Demo College's, which manager@demo.nl manages. Another school's ids: see below.
  { route: 'GET /api/config', case: '', url: () => '/api/config', expect: ADMINS },
  { route: 'POST /api/config', case: '', url: () => '/api/config', body: () => ({ statsMinGroupSize: 12 }), expect: ADMINS },
  { route: 'GET /api/config/:key', case: '', url: () => '/api/config/staffMfaMandatory', expect: ADMINS },
  { route: 'GET /api/user', case: 'user list', url: () => '/api/user?page=1&limit=1000', expect: MANAGERS },
  { route: 'GET /api/user/:id', case: "the student's record", url: (o) => `/api/user/${o.studentId}`, expect: MANAGERS },
  { route: 'POST /api/user', case: 'a location manager of the demo school', url: () => '/api/user', body: staffBody, expect: MANAGERS },
  { route: 'POST /api/user/:id', case: 'the location manager', url: (o) => `/api/user/${o.ids.locationManager}`, body: (o) => ({ ...staffBody(o, 'admin'), email: 'locatie@demo.nl' }), expect: MANAGERS },
  { route: 'POST /api/user/:id/toggle-active', case: 'the student', url: (o) => `/api/user/${o.studentId}/toggle-active`, body: () => ({}), expect: MANAGERS },
  { route: 'POST /api/user/:id/reset-mfa', case: 'the student', url: (o) => `/api/user/${o.studentId}/reset-mfa`, body: () => ({}), expect: MANAGERS },
  { route: 'DELETE /api/user/:id', case: 'a staff account made for the row', url: (o, who) => `/api/user/${o.deletableStaff[who]}`, expect: MANAGERS },
  { route: 'PUT /api/user/send-confirmation', case: 'an account not activated yet', url: () => '/api/user/send-confirmation', body: (o) => ({ id: o.newStudentId }), expect: MANAGERS },
  { route: 'GET /api/alert', case: '', url: () => '/api/alert', expect: MANAGERS },
  { route: 'GET /api/alert/:id', case: "the demo school's alert", url: (o) => `/api/alert/${o.alertId}`, expect: MANAGERS },
  { route: 'POST /api/alert/:id', case: 'mark read', url: (o) => `/api/alert/${o.alertId}`, body: () => ({ read: true }), expect: MANAGERS },
  { route: 'GET /api/school', case: '', url: () => '/api/school', expect: MANAGERS },
  { route: 'GET /api/school/:id', case: '', url: (o) => `/api/school/${o.ids.schoolA}`, expect: MANAGERS },
  { route: 'PUT /api/school/:id', case: '', url: (o) => `/api/school/${o.ids.schoolA}`, body: () => ({ name: 'Demo College', brin: '12AB' }), expect: MANAGERS },
  { route: 'POST /api/school', case: 'admins only', url: () => '/api/school', body: (_o, who) => ({ name: `School ${who}`, brin: BRIN[who] }), expect: ADMINS },
  { route: 'DELETE /api/school/:id', case: 'admins only: a school with a student made for the row (contract end)', url: (o, who) => `/api/school/${o.deletableSchool[who]}`, expect: ADMINS },
  { route: 'POST /api/school/approve-school-year', case: 'the current year', url: () => '/api/school/approve-school-year', body: (o) => ({ schoolId: o.ids.schoolA, schoolYear: o.schoolYear }), expect: MANAGERS },
  { route: 'POST /api/school/:id/activate', case: 'admins only', url: (o) => `/api/school/${o.ids.schoolA}/activate`, body: () => ({ active: true }), expect: ADMINS },
  { route: 'POST /api/school/:id/approve', case: 'admins only', url: (o) => `/api/school/${o.ids.schoolA}/approve`, body: () => ({}), expect: ADMINS },
  { route: 'POST /api/school/:id/generate', case: 'external-apps token', url: (o) => `/api/school/${o.ids.schoolA}/generate`, body: () => ({}), expect: MANAGERS },
  { route: 'POST /api/school/:id/clear', case: 'external-apps token', url: (o) => `/api/school/${o.ids.schoolA}/clear`, body: () => ({}), expect: MANAGERS },
  { route: 'GET /api/school-location', case: '', url: () => '/api/school-location', expect: MANAGERS },
  { route: 'GET /api/school-location/list-filter-data', case: '', url: () => '/api/school-location/list-filter-data', expect: MANAGERS },
  { route: 'GET /api/school-location/:id', case: '', url: (o) => `/api/school-location/${o.ids.locationMain}`, expect: MANAGERS },
  { route: 'POST /api/school-location', case: '', url: () => '/api/school-location', body: (o, who) => ({ schoolId: o.ids.schoolA, name: `Locatie ${who}`, city: null }), expect: MANAGERS },
  { route: 'PUT /api/school-location/:id', case: '', url: (o) => `/api/school-location/${o.ids.locationMain}`, body: () => ({ name: 'Hoofdgebouw', city: 'Utrecht' }), expect: MANAGERS },
  { route: 'DELETE /api/school-location/:id', case: 'a location with students is refused', url: (o) => `/api/school-location/${o.ids.locationMain}`, expect: [401, 403, 403, 409, 409, 409] },
  { route: 'GET /api/school-year', case: '', url: () => '/api/school-year', expect: MANAGERS },
  { route: 'GET /api/student', case: '', url: () => '/api/student', expect: MANAGERS },
  { route: 'GET /api/student/list-filter-data', case: '', url: () => '/api/student/list-filter-data', expect: MANAGERS },
  { route: 'GET /api/student/:id', case: '', url: (o) => `/api/student/${o.studentId}`, expect: MANAGERS },
  { route: 'POST /api/student/:id', case: 'unchanged', url: (o) => `/api/student/${o.studentId}`, body: studentBody, expect: MANAGERS },
  { route: 'GET /api/student/:id/erasure-request', case: '', url: (o) => `/api/student/${o.studentId}/erasure-request`, expect: MANAGERS },
  // No open request: the managers get past the scope and find nothing to decide.
  { route: 'POST /api/student/:id/erasure-request/confirm', case: 'no open request', url: (o) => `/api/student/${o.studentId}/erasure-request/confirm`, body: () => ({}), expect: [401, 403, 403, 404, 404, 404] },
  { route: 'POST /api/student/:id/erasure-request/reject', case: 'no open request', url: (o) => `/api/student/${o.studentId}/erasure-request/reject`, body: () => ({}), expect: [401, 403, 403, 404, 404, 404] },
  { route: 'DELETE /api/student/:id', case: 'a student made for the row', url: (o, who) => `/api/student/${o.deletableStudent[who]}`, expect: MANAGERS },
  { route: 'POST /api/student/send-activation-mail', case: '', url: () => '/api/student/send-activation-mail', body: (o) => ({ ids: [o.newStudentId] }), expect: MANAGERS },
  // The import takes a multipart upload: a JSON body gets past the role check and is refused as no file.
  { route: 'POST /api/student/preview-import', case: 'JSON instead of a file', url: () => '/api/student/preview-import', body: () => ({}), expect: [401, 403, 403, 400, 400, 400] },
  { route: 'POST /api/student/import', case: 'JSON instead of a file', url: () => '/api/student/import', body: () => ({}), expect: [401, 403, 403, 400, 400, 400] },
  { route: 'POST /api/user/preview-import', case: 'JSON instead of a file', url: () => '/api/user/preview-import', body: () => ({}), expect: [401, 403, 403, 400, 400, 400] },
  { route: 'POST /api/user/import', case: 'JSON instead of a file', url: () => '/api/user/import', body: () => ({}), expect: [401, 403, 403, 400, 400, 400] },
  { route: 'GET /api/student/imports/incomplete', case: '', url: () => '/api/student/imports/incomplete', expect: MANAGERS },
  { route: 'GET /api/student/imports/:id', case: 'an import that does not exist', url: () => '/api/student/imports/999999', expect: [401, 403, 403, 404, 404, 404] },
  { route: 'PUT /api/student/imports/:id/seen', case: 'an import that does not exist', url: () => '/api/student/imports/999999/seen', body: () => ({}), expect: [401, 403, 403, 404, 404, 404] },
  { route: 'POST /api/student/imports/:id/seen', case: 'an import that does not exist', url: () => '/api/student/imports/999999/seen', body: () => ({}), expect: [401, 403, 403, 404, 404, 404] },
  // The API's contract for schools' own systems: public, like the login routes it describes.
  { route: 'GET /api/openapi.json', case: '', url: () => '/api/openapi.json', expect: ALL_OK },
  { route: 'GET /api/audit-log', case: 'super admins only', url: () => '/api/audit-log', expect: SUPER },
  {
    route: 'GET /api/audit-log/list-filter-data',
    case: 'super admins only',
    url: () => '/api/audit-log/list-filter-data',
    expect: SUPER,
  },
  // The module editor's content routes (issue 33): admins only; writes carry the revision in If-Match.
  { route: 'GET /api/topics', case: '', url: () => '/api/topics', expect: ADMINS },
  { route: 'GET /api/topics/:id', case: '', url: (o) => `/api/topics/${o.topicId}`, expect: ADMINS },
  { route: 'POST /api/topics', case: 'a new topic', url: () => '/api/topics', body: (_o, who) => topicBody(`Onderwerp ${who}`), headers: topicsRevision, expect: ADMINS },
  { route: 'POST /api/topics/:id', case: 'its status', url: (o) => `/api/topics/${o.topicId}`, body: () => ({ ...topicBody('Sport (test)'), status: 'mandatory' }), headers: topicsRevision, expect: ADMINS },
  { route: 'DELETE /api/topics/:id', case: 'a topic in use is kept', url: (o) => `/api/topics/${o.topicId}`, headers: topicsRevision, expect: [401, 403, 403, 403, 409, 409] },
  { route: 'POST /api/topics/:id/move/:target', case: '', url: (o) => `/api/topics/${o.topicId}/move/0`, headers: topicsRevision, expect: ADMINS },
  { route: 'POST /api/media', case: 'JSON instead of a file', url: () => '/api/media', body: () => ({}), expect: [401, 403, 403, 403, 400, 400] },
  { route: 'POST /api/media/lookup', case: '', url: () => '/api/media/lookup', body: () => ({ paths: ['images/slapen.svg'] }), expect: ADMINS },
  { route: 'GET /api/slide', case: '', url: (o) => `/api/slide?module=${o.moduleId}`, expect: ADMINS },
  { route: 'POST /api/slide/:id/move/:target', case: '', url: (o) => `/api/slide/${o.slideId}/move/1`, headers: draftRevision, expect: ADMINS },
  { route: 'DELETE /api/slide/:id', case: '', url: (o, who) => `/api/slide/${o.slideId - 1 + nth(who)}`, headers: draftRevision, expect: ADMINS },
  { route: 'GET /api/info-slide/:id', case: 'a question is no info slide', url: (o) => `/api/info-slide/${o.slideId}`, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'POST /api/info-slide', case: '', url: () => '/api/info-slide', body: (o, who) => ({ moduleId: o.moduleId, name: `uitleg_${who.toLowerCase()}`, text: 'Uitleg', more_info: '<p>Lees</p>', info_image: null }), headers: draftRevision, expect: ADMINS },
  { route: 'POST /api/info-slide/:id', case: 'a question is no info slide', url: (o) => `/api/info-slide/${o.slideId}`, body: () => ({ name: 'uitleg', text: 'Uitleg', more_info: null, info_image: null }), headers: draftRevision, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'GET /api/info-text', case: '', url: (o) => `/api/info-text?slide=${o.slideId}`, expect: ADMINS },
  { route: 'GET /api/info-text/:id', case: 'none yet', url: (o) => `/api/info-text/${o.slideId * 100 + 1}`, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'POST /api/info-text', case: '', url: () => '/api/info-text', body: (o, who) => ({ slideId: o.slideId, name: `Waarom ${who}?`, text: '<p>Daarom</p>' }), headers: draftRevision, expect: ADMINS },
  { route: 'PUT /api/info-text/:id', case: 'none yet', url: (o) => `/api/info-text/${o.slideId * 100 + 1}`, body: () => ({ name: 'Waarom?', text: '' }), headers: draftRevision, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'POST /api/info-text/:id/move/:target', case: 'none yet', url: (o) => `/api/info-text/${o.slideId * 100 + 1}/move/0`, headers: draftRevision, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'DELETE /api/info-text/:id', case: 'none yet', url: (o) => `/api/info-text/${o.slideId * 100 + 1}`, headers: draftRevision, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'GET /api/question/:id', case: '', url: (o) => `/api/question/${o.slideId}`, expect: ADMINS },
  { route: 'POST /api/question', case: '', url: () => '/api/question', body: (o, who) => ({ ...questionBody(`nieuw_${who.toLowerCase()}`), moduleId: o.moduleId }), headers: draftRevision, expect: ADMINS },
  { route: 'POST /api/question/:id', case: '', url: (o) => `/api/question/${o.slideId}`, body: () => questionBody('sport_dagen'), headers: draftRevision, expect: ADMINS },
  { route: 'DELETE /api/question/:id', case: '', url: (o, who) => `/api/question/${o.slideId - 1 + nth(who)}`, headers: draftRevision, expect: ADMINS },
  { route: 'GET /api/sub-question', case: '', url: (o) => `/api/sub-question?question=${o.slideId}`, expect: ADMINS },
  { route: 'GET /api/sub-question/:id', case: 'not composite', url: (o) => `/api/sub-question/${o.slideId * 100 + 51}`, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'POST /api/sub-question', case: 'not composite', url: () => '/api/sub-question', body: (o) => ({ questionId: o.slideId, key: 'school', name: 'Op school' }), headers: draftRevision, expect: [401, 403, 403, 403, 400, 400] },
  { route: 'PUT /api/sub-question/:id', case: 'not composite', url: (o) => `/api/sub-question/${o.slideId * 100 + 51}`, body: () => ({ key: 'school', name: 'Op school' }), headers: draftRevision, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'POST /api/sub-question/:id/move/:target', case: 'not composite', url: (o) => `/api/sub-question/${o.slideId * 100 + 51}/move/0`, headers: draftRevision, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'DELETE /api/sub-question/:id', case: 'not composite', url: (o) => `/api/sub-question/${o.slideId * 100 + 51}`, headers: draftRevision, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'GET /api/question-option', case: '', url: (o) => `/api/question-option?question=${o.slideId}`, expect: ADMINS },
  { route: 'GET /api/question-option/:id', case: '', url: (o) => `/api/question-option/${o.slideId * 100 + 1}`, expect: ADMINS },
  { route: 'POST /api/question-option', case: '', url: () => '/api/question-option', body: (o, who) => ({ questionId: o.slideId, key: `anders_${who.toLowerCase()}`, name: 'Anders', value: 1, input: true, exclusive: false }), headers: draftRevision, expect: ADMINS },
  { route: 'PUT /api/question-option/:id', case: '', url: (o) => `/api/question-option/${o.slideId * 100 + 1}`, body: () => ({ key: null, name: 'Nooit', value: 0, input: false, exclusive: false }), headers: draftRevision, expect: ADMINS },
  { route: 'POST /api/question-option/:id/move/:target', case: '', url: (o) => `/api/question-option/${o.slideId * 100 + 1}/move/1`, headers: draftRevision, expect: ADMINS },
  { route: 'DELETE /api/question-option/:id', case: '', url: (o, who) => `/api/question-option/${o.slideId * 100 + nth(who)}`, headers: draftRevision, expect: ADMINS },
  { route: 'GET /api/result-text', case: '', url: (o) => `/api/result-text?module=${o.moduleId}`, expect: ADMINS },
  { route: 'GET /api/result-text/:id', case: '', url: (o) => `/api/result-text/${o.moduleId * 1000 + 1}`, expect: ADMINS },
  { route: 'POST /api/result-text', case: '', url: () => '/api/result-text', body: (o, who) => ({ moduleId: o.moduleId, name: `tip_${who.toLowerCase()}`, title: 'Tip', text: '<p>Tip</p>', info_image: null }), headers: draftRevision, expect: ADMINS },
  { route: 'POST /api/result-text/:id', case: '', url: (o) => `/api/result-text/${o.moduleId * 1000 + 1}`, body: () => ({ name: 'weinig', title: 'Weinig', text: '<p>Meer</p>', info_image: null }), headers: draftRevision, expect: ADMINS },
  { route: 'POST /api/result-text/:id/move/:target', case: '', url: (o) => `/api/result-text/${o.moduleId * 1000 + 1}/move/1`, headers: draftRevision, expect: ADMINS },
  { route: 'DELETE /api/result-text/:id', case: '', url: (o, who) => `/api/result-text/${o.moduleId * 1000 + nth(who)}`, headers: draftRevision, expect: ADMINS },
  { route: 'GET /file/:id/:modified', case: '', url: (o) => `/file/${o.image.id}/${o.image.modified}`, expect: ALL_OK },
  { route: 'GET /image/:id/:width/:height/:modified', case: '', url: (o) => `/image/${o.image.id}/360/auto/${o.image.modified}`, expect: ALL_OK },
  // Statistics (issue 34, stats-server): every manager; the admin dashboard admins only; the report
  // for the demo school (an admin names it).
  { route: 'GET /api/stats/modules/:id/students', case: '', url: (o) => `/api/stats/modules/${o.moduleId}/students`, expect: MANAGERS },
  { route: 'GET /api/stats/modules/:id/year', case: '', url: (o) => `/api/stats/modules/${o.moduleId}/year`, expect: MANAGERS },
  { route: 'GET /api/stats/modules/:id/gender', case: '', url: (o) => `/api/stats/modules/${o.moduleId}/gender`, expect: MANAGERS },
  { route: 'GET /api/stats/modules/:id/age', case: '', url: (o) => `/api/stats/modules/${o.moduleId}/age`, expect: MANAGERS },
  { route: 'GET /api/stats/modules/:id/norm', case: '', url: (o) => `/api/stats/modules/${o.moduleId}/norm`, expect: MANAGERS },
  { route: 'GET /api/stats/modules/report', case: 'the demo school', url: (o) => `/api/stats/modules/report?school=${o.ids.schoolA}`, expect: MANAGERS },
  { route: 'GET /api/stats/dashboard/admin', case: 'admins only', url: () => '/api/stats/dashboard/admin', expect: ADMINS },
  { route: 'GET /api/stats/dashboard/school/:id', case: '', url: (o) => `/api/stats/dashboard/school/${o.ids.schoolA}`, expect: MANAGERS },
  { route: 'GET /api/stats/dashboard/location/:id', case: '', url: (o) => `/api/stats/dashboard/location/${o.ids.locationMain}`, expect: MANAGERS },
  { route: 'GET /api/stats/dashboard/filter-data', case: '', url: () => '/api/stats/dashboard/filter-data', expect: MANAGERS },
  // The module editor (issue 33): admins only. Writes carry the draft's revision in If-Match; the second
  // admin of a row writes on the revision the first one already used, so it gets 409.
  { route: 'GET /api/module', case: '', url: () => '/api/module', expect: ADMINS },
  { route: 'POST /api/module', case: 'a new module on the fixture topic', url: () => '/api/module', body: (_o, who) => ({ name: `nieuw_${who.toLowerCase()}`, title: 'Nieuw', topicId: 1 }), expect: ADMINS },
  { route: 'GET /api/module/:id', case: '', url: (o) => `/api/module/${o.moduleId}`, expect: ADMINS },
  { route: 'POST /api/module/:id', case: 'the second admin is stale', url: (o) => `/api/module/${o.moduleId}`, body: () => ({ document: moduleDocument('sport_test') }), headers: { 'if-match': '"0"' }, expect: [401, 403, 403, 403, 200, 409] },
  { route: 'GET /api/module/:id/check', case: '', url: (o) => `/api/module/${o.moduleId}/check`, expect: ADMINS },
  { route: 'POST /api/module/:id/publish', case: 'an unchanged draft: nothing to publish', url: (o) => `/api/module/${o.moduleId}/publish`, body: () => ({}), headers: { 'if-match': '"0"' }, expect: [401, 403, 403, 403, 400, 400] },
  { route: 'GET /api/module/:id/versions', case: '', url: (o) => `/api/module/${o.moduleId}/versions`, expect: ADMINS },
  { route: 'GET /api/module/:id/versions/:v', case: '', url: (o) => `/api/module/${o.moduleId}/versions/1`, expect: ADMINS },
  { route: 'GET /api/module/:id/versions/:v/compare/:b', case: 'version 1 with the draft', url: (o) => `/api/module/${o.moduleId}/versions/1/compare/draft`, expect: ADMINS },
  { route: 'POST /api/module/:id/versions/:v/restore', case: 'the current version: nothing to publish', url: (o) => `/api/module/${o.moduleId}/versions/1/restore`, body: () => ({}), headers: { 'if-match': '"0"' }, expect: [401, 403, 403, 403, 400, 400] },
  { route: 'GET /api/module/:id/export', case: '', url: (o) => `/api/module/${o.moduleId}/export`, expect: ADMINS },
  { route: 'POST /api/module/import', case: 'a new module per caller', url: () => '/api/module/import', body: (_o, who) => moduleDocument(`import_${who.toLowerCase()}`), expect: ADMINS },
  { route: 'GET /api/module/:id/examples', case: '', url: (o) => `/api/module/${o.moduleId}/examples`, expect: ADMINS },
  { route: 'POST /api/module/:id/examples', case: '', url: (o) => `/api/module/${o.moduleId}/examples`, body: () => MODULE_EXAMPLE, headers: draftRevision, expect: ADMINS },
  { route: 'POST /api/module/:id/examples/:exampleId', case: 'an example that does not exist', url: (o) => `/api/module/${o.moduleId}/examples/999999`, body: () => MODULE_EXAMPLE, headers: draftRevision, expect: [401, 403, 403, 403, 404, 404] },
  { route: 'DELETE /api/module/:id/examples/:exampleId', case: 'an example that does not exist', url: (o) => `/api/module/${o.moduleId}/examples/999999`, expect: [401, 403, 403, 403, 404, 404] },
  // Issue 34, the raw export: super admins only; the export is the super admin's own (another's: 404, statsExport.test.ts).
  { route: 'POST /api/stats/modules/start-export-raw-data', case: 'super admins only', url: () => '/api/stats/modules/start-export-raw-data', body: () => ({ format: 'csv' }), expect: SUPER },
  { route: 'GET /api/stats/modules/check-export-raw-data-status/:id', case: "the super admin's own export", url: (o) => `/api/stats/modules/check-export-raw-data-status/${o.exportId}`, expect: SUPER },
  { route: 'GET /api/stats/modules/download-export-raw-data/:id', case: "the super admin's own export, which failed", url: (o) => `/api/stats/modules/download-export-raw-data/${o.exportId}`, expect: [401, 403, 403, 403, 403, 409] },
];

async function createOwned(app: FastifyInstance): Promise<Owned> {
  await addPlainAdmin(app);
  const student = await app.db
    .selectFrom('users')
    .select('id')
    .where('username', '=', USERNAMES.student)
    .executeTakeFirstOrThrow();
  const [first] = await loadModules(app.db);
  const owned = { studentId: student.id, moduleId: first.module.id } as Owned;
  owned.testId = randomUUID();
  const finished = await finishAttempt(app.db, student.id, { ...finishBody(owned), id: owned.testId } as Parameters<
    typeof finishAttempt
  >[2]);
  expect(finished.status).toBe(200);
  owned.oorcheckToken = await createSession(app.db, student.id);
  await beginSessionRun(app.db, student.id, owned.oorcheckToken, 'diotic', 24);
  const anonymous = new Agent(app);
  owned.bugReportId = (await anonymous.post('/api/bug-report', { message: 'Eerste melding', data: {} })).json().id;
  expect((await anonymous.post('/api/check-username', { username: 'nieuw@demo.nl' })).json()).toEqual({
    result: 'register',
  });
  owned.mailId = (
    await app.db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()
  ).id;
  const image = await app.db
    .selectFrom('media')
    .select(['id', 'modified'])
    .where('mime', 'like', 'image/%')
    .executeTakeFirstOrThrow();
  owned.image = { id: image.id, modified: Number(image.modified) };
  owned.ids = await demoIds(app);
  owned.newStudentId = await userId(app, 'nieuw@demo.nl');
  await raiseAlert(app.db, {
    type: 'import_incomplete',
    schoolId: owned.ids.schoolA,
    header: 'Import',
    text: 'Twee rijen met fouten',
    dedupeKey: 'matrix',
  });
  owned.alertId = (
    await app.db.selectFrom('alerts').select('id').where('dedupe_key', '=', 'matrix').executeTakeFirstOrThrow()
  ).id;
  owned.schoolYear = schoolYearOf(new Date());
  const topics = await listTopics(app.db);
  owned.revisions = {
    topics: async () => `"${(await listTopics(app.db)).revision}"`,
    draft: async () => `"${(await readContent(app.db, owned.moduleId))?.revision ?? 0}"`,
  };
  owned.topicId = topics.items.find((t) => t.modules.some((m) => m.id === owned.moduleId))!.id;
  owned.slideId = owned.moduleId * 1000 + 1;
  // Issue 34: an export that failed (a waiting one would keep the super admin from starting another).
  owned.exportId = (
    await app.db
      .insertInto('stats_exports')
      .values({ requested_by: await userId(app, USERNAMES.superAdmin), format: 'csv', status: 'failed' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
  owned.deletableStudent = {} as Record<Who, number>;
  owned.deletableStaff = {} as Record<Who, number>;
  owned.deletableSchool = {} as Record<Who, number>;
  for (const [n, who] of WHO.entries()) {
    const add = async (username: string, managingLocations: number[]) =>
      (
        await app.db
          .insertInto('users')
          .values({
            username,
            password_hash: null,
            enabled: true,
            roles: json(['ROLE_USER']),
            given_name: 'Weg',
            name_preposition: null,
            family_name: who,
            school_id: owned.ids.schoolA,
            location_id: managingLocations.length ? null : owned.ids.locationMain,
            managing_schools: json([]),
            managing_locations: json(managingLocations),
            google_secret: null,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    owned.deletableStudent[who] = await add(`weg-${who.toLowerCase()}@demo.nl`, []);
    owned.deletableStaff[who] = await add(`weg-staf-${who.toLowerCase()}@demo.nl`, [owned.ids.locationNorth]);
    const school = await app.db
      .insertInto('schools')
      .values({ name: `Einde contract ${who}`, brin: `8${n}BB`, active: true, approved: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    owned.deletableSchool[who] = school.id;
    await app.db
      .insertInto('users')
      .values({
        username: `einde-${who.toLowerCase()}@demo.nl`,
        password_hash: null,
        enabled: true,
        roles: json(['ROLE_USER']),
        given_name: 'Einde',
        name_preposition: null,
        family_name: who,
        school_id: school.id,
        location_id: null,
        managing_schools: json([]),
        managing_locations: json([]),
        google_secret: null,
      })
      .execute();
  }
  return owned;
}

describe.each(fastest)('authorization matrix on $name', (backend) => {
  const ctx = useTestApp(backend, { ACCOUNT_RATE_LIMIT_MAX: '100000', ADDRESS_FAILURE_LIMIT_MAX: '100000' });

  it('lists every route the app has', () => {
    const inTable = new Set(MATRIX.map((row) => row.route));
    const missing = listRoutes(ctx.app)
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !inTable.has(route));
    expect(missing).toEqual([]);
  });

  it('keeps admin rights with the real user only: the super admin imitating a student is a student', async () => {
    const admin = await agentFor(ctx.app, 'superAdmin');
    expect((await admin.get('/api/account?_switch_user=leerling%40demo.nl')).statusCode).toBe(200);
    expect((await admin.get('/api/user')).statusCode).toBe(403);
    expect((await admin.get('/api/bug-report')).statusCode).toBe(403);
    expect((await admin.get('/api/school')).statusCode).toBe(403);
    // Switching on from one student to the next is the real user's right, and so is stopping.
    expect((await admin.get('/api/account?_switch_user=leerling2%40demo.nl')).json()).toMatchObject({
      username: 'leerling2@demo.nl',
      imitating: true,
    });
    expect((await admin.get('/api/account?_exit=1')).json()).toMatchObject({
      username: 'admin@demo.nl',
      imitating: false,
    });
    expect((await admin.get('/api/user')).statusCode).toBe(200);
  });

  // A manager of school A trying every management route with the ids of school B: "not found", as
  // if school B did not exist (admin-only routes stay 403). Nothing of school B changes.
  it('a manager of school A gets 404 for every id of school B', async () => {
    const o = await createOwned(ctx.app);
    const b = o.ids;
    const before = await ctx.app.db
      .selectFrom('users')
      .selectAll()
      .where('school_id', '=', b.schoolB)
      .orderBy('id')
      .execute();
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const staffB = { ...staffBody(o, 'manager'), managingLocations: [b.locationB] };
    const studentB = { ...studentBody(o), email: 'leerling@tweede.nl', schoolId: b.schoolB, locationId: b.locationB };
    // prettier-ignore
    const cases: Array<[string, string, unknown, number]> = [
      ['GET', `/api/user/${b.studentB}`, undefined, 404],
      ['GET', `/api/user/${b.managerB}`, undefined, 404],
      ['POST', `/api/user/${b.managerB}`, staffB, 404],
      ['POST', '/api/user', staffB, 404],
      ['POST', `/api/user/${b.managerB}/toggle-active`, {}, 404],
      ['POST', `/api/user/${b.studentB}/reset-mfa`, {}, 404],
      ['DELETE', `/api/user/${b.managerB}`, undefined, 404],
      ['PUT', '/api/user/send-confirmation', { id: b.studentB }, 404],
      ['GET', `/api/school/${b.schoolB}`, undefined, 404],
      ['PUT', `/api/school/${b.schoolB}`, { name: 'Tweede Lyceum', brin: '34CD' }, 404],
      ['POST', '/api/school/approve-school-year', { schoolId: b.schoolB, schoolYear: o.schoolYear }, 404],
      ['POST', `/api/school/${b.schoolB}/generate`, {}, 404],
      ['POST', `/api/school/${b.schoolB}/clear`, {}, 404],
      ['DELETE', `/api/school/${b.schoolB}`, undefined, 403],
      ['POST', `/api/school/${b.schoolB}/activate`, { active: false }, 403],
      ['POST', `/api/school/${b.schoolB}/approve`, {}, 403],
      ['GET', `/api/school-location/${b.locationB}`, undefined, 404],
      ['POST', '/api/school-location', { schoolId: b.schoolB, name: 'Indringer', city: null }, 404],
      ['PUT', `/api/school-location/${b.locationB}`, { name: 'Centrum', city: null }, 404],
      ['DELETE', `/api/school-location/${b.locationB}`, undefined, 404],
      ['GET', `/api/student/${b.studentB}`, undefined, 404],
      ['POST', `/api/student/${b.studentB}`, studentB, 404],
      ['POST', `/api/student/${b.studentA}`, { ...studentBody(o), schoolId: b.schoolB, locationId: b.locationB }, 404],
      ['DELETE', `/api/student/${b.studentB}`, undefined, 404],
      ['GET', `/api/student/${b.studentB}/erasure-request`, undefined, 404],
      ['POST', `/api/student/${b.studentB}/erasure-request/confirm`, {}, 404],
      ['POST', `/api/student/${b.studentB}/erasure-request/reject`, {}, 404],
      ['POST', '/api/student/send-activation-mail', { ids: [b.studentB] }, 404],
    ];
    const got = [];
    for (const [method, url, body] of cases) got.push((await manager.request(method as 'GET', url, body)).statusCode);
    expect(got).toEqual(cases.map((c) => c[3]));
    const lists = [
      (await manager.get('/api/school')).json().items.map((x: { id: number }) => x.id),
      (await manager.get(`/api/school-location?schoolId=${b.schoolB}`)).json().total,
      (await manager.get(`/api/student?schoolId=${b.schoolB}`)).json().total,
      (await manager.get(`/api/user?schoolId=${b.schoolB}`)).json().total,
    ];
    expect(lists).toEqual([[b.schoolA], 0, 0, 0]);
    expect(
      await ctx.app.db.selectFrom('users').selectAll().where('school_id', '=', b.schoolB).orderBy('id').execute(),
    ).toEqual(before);
  }, 60_000);

  // The location manager (locatie@demo.nl, location Noord of the demo school): their location and
  // its students; nothing of the rest of the school, no staff, no school settings.
  it('a location manager sees their location and its students only', async () => {
    const o = await createOwned(ctx.app);
    const b = o.ids;
    const lm = await sessionAs(ctx.app, 'locatie@demo.nl');
    const current = (await lm.get(`/api/student/${b.studentNorth}`)).json();
    // prettier-ignore
    const cases: Array<[string, string, unknown, number]> = [
      ['GET', '/api/student', undefined, 200],
      ['GET', `/api/student/${b.studentNorth}`, undefined, 200],
      ['POST', `/api/student/${b.studentNorth}`, { email: current.email, givenName: 'Mehmet', namePreposition: null, familyName: 'Çelik', schoolId: b.schoolA, locationId: b.locationNorth, className: 'M2', studyYear: 2, level: 'vmbo', enabled: true }, 200],
      ['GET', `/api/student/${b.studentA}`, undefined, 404],
      ['DELETE', `/api/student/${b.studentA}`, undefined, 404],
      ['GET', `/api/school-location/${b.locationNorth}`, undefined, 200],
      ['GET', `/api/school-location/${b.locationMain}`, undefined, 404],
      ['PUT', `/api/school-location/${b.locationNorth}`, { name: 'Noord', city: null }, 403],
      ['GET', '/api/alert', undefined, 200],
      ['GET', `/api/alert/${o.alertId}`, undefined, 404],
      ['GET', '/api/user', undefined, 403],
      ['GET', '/api/school', undefined, 403],
      ['GET', `/api/school/${b.schoolA}`, undefined, 403],
      ['GET', '/api/school-year', undefined, 403],
      ['GET', '/api/config', undefined, 403],
      ['GET', '/api/audit-log', undefined, 403],
    ];
    const got = [];
    for (const [method, url, body] of cases) got.push((await lm.request(method as 'GET', url, body)).statusCode);
    expect(got).toEqual(cases.map((c) => c[3]));
    expect((await lm.get('/api/student')).json().items.map((x: { email: string }) => x.email)).toEqual([
      'leerling.noord@demo.nl',
    ]);
  }, 60_000);
  // Last in this describe: its snapshot replaces the seeded state the tests above start from.
  describe('every route as each kind of caller', () => {
    let owned: Owned;
    const loggedIn = new Map<Who, Agent>();

    // The student's things and one login per caller, made once: each row starts from this state
    // (dbReset's snapshot), as it would after making them itself, without six logins a row.
    beforeAll(async () => {
      await ctx.reset.reset();
      owned = await createOwned(ctx.app);
      for (const who of WHO) loggedIn.set(who, await agentFor(ctx.app, who));
      await ctx.reset.snapshot();
    });

    it.each(MATRIX.map((row) => [`${row.route}${row.case ? ` (${row.case})` : ''}`, row] as const))(
      '%s',
      async (_label, row) => {
        const got: Record<Who, number> = {} as Record<Who, number>;
        for (const who of WHO) {
          // The same session as a new device; the database is back at the snapshot, session included.
          const agent = loggedIn.get(who)!.clone(row.loopback ? '127.0.0.1' : undefined);
          const method = row.route.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
          const headers = typeof row.headers === 'function' ? await row.headers(owned) : row.headers;
          const res = await agent.request(method, row.url(owned, who), row.body?.(owned, who), headers);
          got[who] = res.statusCode;
          if (res.statusCode >= 400) expect(res.json()).toEqual(expect.objectContaining({ error: expect.any(String) }));
        }
        expect(got).toEqual(Object.fromEntries(WHO.map((who, i) => [who, row.expect[i]])));
      },
      30_000,
    );
  });
});
