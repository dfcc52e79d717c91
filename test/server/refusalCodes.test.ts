// invalid_request names a request that does not match its schema, nothing else: a well-formed
// request that the state of things refuses answers a code of its own (with its Dutch sentence in
// src/shared/errors/messages.ts), so a client can tell "fix the form" from "this cannot be done now".
import { ERROR_MESSAGES } from '../../src/shared/errors/messages';
import { fastest } from './helpers/backends';
import { demoIds, sessionAs } from './helpers/sessionAs';
import { useTestApp } from './helpers/testApp';

describe.each(fastest)('refusals that are not schema errors, on $name', (backend) => {
  const ctx = useTestApp(backend);

  const refusal = (res: { statusCode: number; json(): unknown }) => [res.statusCode, res.json()];

  it('asking for the authenticator without making a secret first: no_authenticator_secret', async () => {
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const keep = await student.post('/api/account/generate-google-authenticator-secret', { generate: false });
    expect(refusal(keep)).toEqual([400, { error: 'no_authenticator_secret' }]);
    const use = await student.post('/api/account/set-mfa-type', { type: 'google' });
    expect(refusal(use)).toEqual([400, { error: 'no_authenticator_secret' }]);
  });

  it('switching off a mandatory second factor: mfa_required', async () => {
    const student = await sessionAs(ctx.app, 'leerling.verplicht@demo.nl');
    const off = await student.post('/api/account/set-mfa-type', { type: 'none' });
    expect(refusal(off)).toEqual([400, { error: 'mfa_required' }]);
  });

  it('starting and ending an imitation in one request: conflicting_parameters', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const both = await admin.get('/api/account?_switch_user=leerling@demo.nl&_exit=1');
    expect(refusal(both)).toEqual([400, { error: 'conflicting_parameters' }]);
  });

  it('a manager who manages nothing: managing_schools_required, managing_locations_required', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const user = (role: string) => ({
      email: 'nieuw.beheer@demo.nl',
      givenName: 'Nina',
      namePreposition: null,
      familyName: 'Nieuw',
      role,
      managingSchools: [],
      managingLocations: [],
    });
    expect(refusal(await manager.post('/api/user', user('schoolManager')))).toEqual([
      400,
      { error: 'managing_schools_required' },
    ]);
    expect(refusal(await manager.post('/api/user', user('locationManager')))).toEqual([
      400,
      { error: 'managing_locations_required' },
    ]);
  });

  it('a location manager taking a student off every location: location_required', async () => {
    const ids = await demoIds(ctx.app);
    const locationManager = await sessionAs(ctx.app, 'locatie@demo.nl');
    const res = await locationManager.post(`/api/student/${ids.studentNorth}`, {
      email: 'leerling.noord@demo.nl',
      givenName: 'Mehmet',
      namePreposition: null,
      familyName: 'Çelik',
      schoolId: ids.schoolA,
      locationId: null,
      className: 'M2',
      studyYear: 2,
      level: 'vmbo',
      enabled: true,
    });
    expect(refusal(res)).toEqual([400, { error: 'location_required' }]);
  });

  it('gives each of these codes a Dutch sentence of its own', () => {
    const codes = [
      'no_authenticator_secret',
      'mfa_required',
      'conflicting_parameters',
      'managing_schools_required',
      'managing_locations_required',
      'location_required',
      'unknown_action',
    ] as const;
    const sentences = codes.map((code) => ERROR_MESSAGES[code]);
    expect(new Set(sentences).size).toBe(codes.length);
    expect(sentences).not.toContain(ERROR_MESSAGES.invalid_request);
  });
});
