// Management list search ignores accents both ways ("celik" finds Çelik, "çelik" finds Celik) on
// PGlite and PostgreSQL alike, while %, _ and \ typed in the search stay literal.
import { raiseAlert } from '../../../server/services/alert';
import { searchFolded } from '../../../server/services/listing';
import { foldSearch, MULTI_FOLDS, TRANSLATE_FROM } from '../../../src/shared/management/foldSearch';
import { backends } from '../helpers/backends';
import { demoIds, sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';

const sorted = <T extends Record<K, string>, K extends string>(key: K, body: { items: T[] }) =>
  body.items.map((item) => item[key]).sort();

describe.each(backends)('accent-insensitive list search on $name', (backend) => {
  const ctx = useTestApp(backend);

  const studentBody = async (givenName: string, familyName: string, email: string) => ({
    email,
    givenName,
    namePreposition: null,
    familyName,
    schoolId: (await demoIds(ctx.app)).schoolA,
    locationId: (await demoIds(ctx.app)).locationMain,
    className: 'H3A',
    studyYear: 3,
    level: 'havo',
    enabled: true,
  });
  const userId = async (username: string): Promise<number> =>
    (await ctx.app.db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;

  it('folds every letter of the table in SQL exactly as foldSearch folds the typed text', async () => {
    // Every single-letter fold and mark, the multi-letter folds, and letters the fold leaves alone.
    const text = `${TRANSLATE_FROM}${MULTI_FOLDS.map(([from]) => from).join('')} ABC xyz ΑΘΗΝΑ %_\\`;
    const row = await ctx.app.db
      .selectNoFrom((eb) => [searchFolded(eb, eb.val(text)).as('folded')])
      .executeTakeFirstOrThrow();
    expect(row.folded).toBe(foldSearch(text));
  });

  it('finds students by given and family name with or without accents', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const edit = async (email: string, givenName: string, familyName: string) =>
      (await manager.post(`/api/student/${await userId(email)}`, await studentBody(givenName, familyName, email)))
        .statusCode;
    expect(await edit('leerling@demo.nl', 'José', 'Brüggen')).toBe(200);
    expect(await edit('leerling2@demo.nl', 'Daan', 'Celik')).toBe(200);
    const search = async (text: string) =>
      sorted('email', (await manager.get(`/api/student?search=${encodeURIComponent(text)}&limit=100`)).json());
    // Seeded: Mehmet Çelik (leerling.noord@demo.nl); just edited: Daan Celik, José Brüggen.
    const celik = ['leerling.noord@demo.nl', 'leerling2@demo.nl'];
    expect(await search('celik')).toEqual(celik);
    expect(await search('çelik')).toEqual(celik);
    expect(await search('ÇELIK')).toEqual(celik);
    expect(await search('jose')).toEqual(['leerling@demo.nl']);
    expect(await search('jósé')).toEqual(['leerling@demo.nl']);
    expect(await search('bruggen')).toEqual(['leerling@demo.nl']);
    expect(await search('Brüggen')).toEqual(['leerling@demo.nl']);
    // Decomposed input (u + combining diaeresis) is the same search.
    expect(await search('Bru\u0308ggen')).toEqual(['leerling@demo.nl']);
    expect(await search('brugen')).toEqual([]);
  });

  it('keeps %, _ and \\ literal in a folded search', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const edit = async (email: string, familyName: string) =>
      (await manager.post(`/api/student/${await userId(email)}`, await studentBody('Zoë', familyName, email)))
        .statusCode;
    expect(await edit('leerling@demo.nl', 'Ö_100%')).toBe(200);
    expect(await edit('leerling2@demo.nl', 'Öx100')).toBe(200);
    const search = async (text: string) =>
      sorted('email', (await manager.get(`/api/student?search=${encodeURIComponent(text)}&limit=100`)).json());
    expect(await search('o_100%')).toEqual(['leerling@demo.nl']);
    expect(await search('Ö_100%')).toEqual(['leerling@demo.nl']);
    expect(await search('ox100')).toEqual(['leerling2@demo.nl']);
    expect(await search('zoe')).toEqual(['leerling2@demo.nl', 'leerling@demo.nl']);
    // As wildcards these would match every student.
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
    expect(await search('o\\_1')).toEqual([]);
  });

  it('finds staff (/api/user) by name with or without accents', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const created = await manager.post('/api/user', {
      email: 'coordinator@demo.nl',
      givenName: 'Ørjan',
      namePreposition: null,
      familyName: 'Özdemir',
      role: 'schoolManager',
      managingSchools: [ids.schoolA],
      managingLocations: [],
    });
    expect(created.statusCode).toBe(200);
    const search = async (text: string) =>
      sorted('username', (await manager.get(`/api/user?search=${encodeURIComponent(text)}`)).json());
    expect(await search('ozdemir')).toEqual(['coordinator@demo.nl']);
    expect(await search('özdemir')).toEqual(['coordinator@demo.nl']);
    expect(await search('OZDEMIR')).toEqual(['coordinator@demo.nl']);
    expect(await search('øzdemir')).toEqual(['coordinator@demo.nl']);
    expect(await search('orjan')).toEqual(['coordinator@demo.nl']);
    expect(await search('ozd_mir')).toEqual([]);
  });

  it('finds schools by name with or without accents', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await admin.post('/api/school', { name: 'Lycée Français', brin: '56EF' })).statusCode).toBe(200);
    expect((await admin.post('/api/school', { name: 'Francais_Instituut', brin: '78GH' })).statusCode).toBe(200);
    const search = async (text: string) =>
      sorted('name', (await admin.get(`/api/school?search=${encodeURIComponent(text)}`)).json());
    expect(await search('lycee')).toEqual(['Lycée Français']);
    expect(await search('LYCÉE')).toEqual(['Lycée Français']);
    expect(await search('cée f')).toEqual(['Lycée Français']);
    expect(await search('francais')).toEqual(['Francais_Instituut', 'Lycée Français']);
    expect(await search('français')).toEqual(['Francais_Instituut', 'Lycée Français']);
    expect(await search('çais_')).toEqual(['Francais_Instituut']);
  });

  it('finds locations by city with or without accents', async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const res = await manager.post('/api/school-location', { schoolId: ids.schoolA, name: 'Zuid', city: 'Sneek Één' });
    expect(res.statusCode).toBe(200);
    const search = async (text: string) =>
      sorted('name', (await manager.get(`/api/school-location?search=${encodeURIComponent(text)}`)).json());
    expect(await search('een')).toEqual(['Zuid']);
    expect(await search('ÉÉN')).toEqual(['Zuid']);
  });

  it('finds alerts by header and text with or without accents', async () => {
    const ids = await demoIds(ctx.app);
    await raiseAlert(ctx.app.db, {
      type: 'import_incomplete',
      schoolId: ids.schoolA,
      header: 'Import onvolledig',
      text: 'Leerling Ayşe Doğan mist een klas.',
      dedupeKey: 'accent',
    });
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const search = async (text: string) =>
      sorted('header', (await manager.get(`/api/alert?search=${encodeURIComponent(text)}`)).json());
    expect(await search('ayse dogan')).toEqual(['Import onvolledig']);
    expect(await search('AYŞE')).toEqual(['Import onvolledig']);
  });
});
