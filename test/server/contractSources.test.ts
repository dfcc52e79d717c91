// The student API's contract is written once: each route sends and takes the TypeBox schema of
// src/shared/<resource>.ts that the client's types are derived from, so the OpenAPI document, the
// route and the client cannot disagree. Compared through the served document.
import type { TSchema } from '@sinclair/typebox';
import { Account } from '../../src/shared/account';
import { ActionQueueRequest, ActionQueueResponse } from '../../src/shared/actionQueue';
import { BugReportDetail, BugReportRequest } from '../../src/shared/bugReport';
import { CheckUsernameResponse, LoginRequest, LoginResponse } from '../../src/shared/login';
import { Menu } from '../../src/shared/menu';
import { ErasureRequestState, MyData } from '../../src/shared/myData';
import { MyResultsResponse } from '../../src/shared/myResults';
import { OorcheckStartResponse, OorcheckStatusResponse } from '../../src/shared/oorcheck';
import { SetPasswordRequest } from '../../src/shared/resetting';
import { ImportDetail, ImportPreview, ImportResult } from '../../src/shared/studentImport/api';
import { FinishPayload, SkipPayload, StartPayload } from '../../src/shared/test';
import { UserImportPreview, UserImportResult } from '../../src/shared/userImport/api';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

type Operation = {
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

/** [operation, what it answers with (200), what it takes (body)]. */
const CONTRACT: Array<[string, TSchema | null, TSchema | null]> = [
  ['get /api/account', Account, null],
  ['post /login', LoginResponse, LoginRequest],
  ['post /api/check-username', CheckUsernameResponse, null],
  ['post /api/resetting/set', LoginResponse, SetPasswordRequest],
  ['get /menu', Menu, null],
  ['post /api/test/finish', null, FinishPayload],
  ['post /api/test/skip-module', null, SkipPayload],
  ['post /api/test/start-module', null, StartPayload],
  ['post /api/action-queue', ActionQueueResponse, ActionQueueRequest],
  ['post /api/oorcheck/start', OorcheckStartResponse, null],
  ['get /api/oorcheck/status/{token}', OorcheckStatusResponse, null],
  ['post /api/bug-report', null, BugReportRequest],
  ['get /api/bug-report/{id}', BugReportDetail, null],
  ['get /api/my-results', MyResultsResponse, null],
  ['get /api/my-data', MyData, null],
  ['get /api/my-data/erasure-request', ErasureRequestState, null],
  ['post /api/student/preview-import', ImportPreview, null],
  ['post /api/student/import', ImportResult, null],
  ['get /api/student/imports/{id}', ImportDetail, null],
  ['post /api/user/preview-import', UserImportPreview, null],
  ['post /api/user/import', UserImportResult, null],
];

/**
 * The schema as the document carries it: JSON (TypeBox's symbols dropped) in OpenAPI 3.0's words,
 * as @fastify/swagger writes them (`const` as a one-value enum, `T | null` as nullable, a record's
 * value schema as additionalProperties).
 */
function asOpenapi(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(asOpenapi);
  if (typeof schema !== 'object' || schema === null) return schema;
  const { const: constant, anyOf, patternProperties, ...rest } = schema as Record<string, unknown>;
  if (rest.type === 'null') return { enum: [null], nullable: true, type: 'object' };
  const out: Record<string, unknown> = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, asOpenapi(v)]));
  if (constant !== undefined) out.enum = [constant];
  // OpenAPI 3.0 has no patternProperties: the value schema becomes additionalProperties.
  if (patternProperties) out.additionalProperties = asOpenapi(Object.values(patternProperties)[0]);
  if (Array.isArray(anyOf)) {
    const nonNull = anyOf.filter((s: { type?: string }) => s.type !== 'null');
    if (nonNull.length === 1 && nonNull.length < anyOf.length)
      return { ...out, ...(asOpenapi(nonNull[0]) as object), nullable: true };
    out.anyOf = asOpenapi(anyOf);
  }
  return out;
}
const asJson = (schema: TSchema): unknown => asOpenapi(JSON.parse(JSON.stringify(schema)));

describe.each(fastest)('the student API and the imports, written once in src/shared, on $name', (backend) => {
  const ctx = useTestApp(backend);

  it.each(CONTRACT)('%s sends and takes the shared schema', async (operation, answer, body) => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const [method, path] = operation.split(' ');
    const op = doc.paths[path][method];
    if (answer) expect(op.responses['200'].content?.['application/json'].schema).toEqual(asJson(answer));
    if (body) expect(op.requestBody?.content['application/json'].schema).toEqual(asJson(body));
  });
});
