// Issue 34, the raw export: who may start it and fetch it, what the file holds (pseudonymised, small
// schools and locations blank, CSV and .xlsx that parse back), the link that only its requester can
// use and that expires, the audit, and the job surviving a stop mid-job and a dead instance's claim.
// Two real instances on one PostgreSQL: statsExportInstances.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { json } from '../../server/db/json';
import { sweepExportFiles } from '../../server/services/statsExport/exportFiles';
import { openWriter } from '../../server/services/statsExport/writers';
import { EXPORT_COLUMNS } from '../../src/shared/management/statsExport';
import { backends } from './helpers/backends';
import { addExportData, FORMULA_ANSWER, SECRET_CLASS, SECRET_FAMILY, SECRET_NAME } from './helpers/exportData';
import { addPlainAdmin, agentFor } from './helpers/identities';
import { sessionAs } from './helpers/sessionAs';
import { useTestApp } from './helpers/testApp';

const START = '/api/stats/modules/start-export-raw-data';
const status = (id: number) => `/api/stats/modules/check-export-raw-data-status/${id}`;

/** A gate a job waits at after its first batch, once: the test decides when it goes on. */
function pauseAfterFirstBatch() {
  let reached!: () => void;
  let go!: () => void;
  const arrived = new Promise<void>((resolve) => (reached = resolve));
  const released = new Promise<void>((resolve) => (go = resolve));
  let armed = false;
  return {
    arm: () => (armed = true),
    arrived,
    go,
    hook: async () => {
      if (!armed) return;
      armed = false;
      reached();
      await released;
    },
  };
}

describe.each(backends)('raw export on $name', (backend) => {
  const gate = { current: pauseAfterFirstBatch() };
  const ctx = useTestApp(backend, { EXPORT_BATCH_ROWS: '5', EXPORT_POLL_MS: '600000' }, undefined, {
    statsExportHooks: { afterBatch: () => gate.current.hook() },
  });
  const dir = () => ctx.config.statsExport.dir;

  async function exportAs(format: 'csv' | 'xlsx') {
    const admin = await agentFor(ctx.app, 'superAdmin');
    const started = await admin.post(START, { format });
    expect(started.statusCode).toBe(200);
    const { id } = started.json() as { id: number };
    await ctx.app.statsExports.drain();
    const progress = (await admin.get(status(id))).json();
    expect(progress).toMatchObject({ id, status: 'done', percent: 100 });
    const file = await admin.get(progress.downloadUrl);
    expect(file.statusCode).toBe(200);
    return { admin, id, progress, file };
  }

  afterEach(() => fs.rmSync(dir(), { recursive: true, force: true }));

  it('is for super admins only: admins, managers and students are refused; another person’s export is not found', async () => {
    await addPlainAdmin(ctx.app);
    for (const who of ['admin', 'manager', 'student'] as const) {
      const agent = await agentFor(ctx.app, who);
      expect((await agent.post(START, { format: 'csv' })).statusCode).toBe(403);
    }
    const { id, progress } = await exportAs('csv');
    await ctx.app.db
      .insertInto('users')
      .values({
        username: 'tweede-super@demo.nl',
        password_hash: null,
        enabled: true,
        roles: json(['ROLE_SUPER_ADMIN']),
        given_name: 'Tweede',
        name_preposition: null,
        family_name: 'Super',
        school_id: null,
        managing_schools: json([]),
        managing_locations: json([]),
        google_secret: null,
      })
      .execute();
    const other = await sessionAs(ctx.app, 'tweede-super@demo.nl');
    expect((await other.get(status(id))).json()).toEqual({ error: 'export_not_found' });
    const stolen = await other.get(progress.downloadUrl);
    expect([stolen.statusCode, stolen.json()]).toEqual([404, { error: 'export_not_found' }]);
    for (const who of ['admin', 'manager', 'student'] as const) {
      const agent = await agentFor(ctx.app, who);
      expect((await agent.get(progress.downloadUrl)).statusCode).toBe(403);
    }
    expect((await other.post(START, { format: 'pdf' })).statusCode).toBe(400);
  });

  it('writes one pseudonymised CSV line per finished test, small schools and locations blank', async () => {
    const data = await addExportData(ctx.app);
    const { file, progress } = await exportAs('csv');
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="lrc-ruwe-gegevens-.*\.csv"$/);
    const text = file.body;
    for (const secret of [SECRET_NAME, SECRET_FAMILY, SECRET_CLASS, '@demo.nl', 'Tweede Lyceum', 'Noord', 'Centrum'])
      expect(text).not.toContain(secret);
    const parsed = Papa.parse<Record<string, string>>(text.trim(), { header: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toEqual([...EXPORT_COLUMNS]);
    const rows = parsed.data;
    expect(rows).toHaveLength(data.tests);
    expect(progress).toMatchObject({ rowsDone: data.tests, rowsTotal: data.tests });
    const named = rows.filter((r) => r.locatie === 'Hoofdgebouw');
    expect(named).toHaveLength(data.groups.main); // exactly k: named
    expect(rows.filter((r) => r.school === 'Demo College')).toHaveLength(data.groups.main + data.groups.north);
    expect(rows.filter((r) => r.school === '')).toHaveLength(data.groups.schoolB); // 4 < k: blank
    // One code per student within the export: two modules of one student share it.
    const codes = rows.map((r) => r.leerling);
    expect(new Set(codes).size).toBeLessThan(rows.length);
    expect(codes.every((c) => /^[0-9a-f]{16}$/.test(c))).toBe(true);
    expect(rows.map((r) => r.maand)).toContain('2025-10');
    expect(rows[0]).toMatchObject({ schooljaar: '2025-2026', niveau: 'havo', leerjaar: '3' });
    // The answers as the student gave them, as JSON.
    const withFormula = rows.find((r) => r.antwoorden.includes('HYPERLINK'))!;
    expect(JSON.parse(withFormula.antwoorden)).toEqual([{ question: 1, options: [], value: FORMULA_ANSWER }]);
    // A new export: new codes for the same students.
    const again = Papa.parse<Record<string, string>>((await exportAs('csv')).file.body.trim(), { header: true });
    const codesAgain = new Set(again.data.map((r) => r.leerling));
    expect(codes.some((c) => codesAgain.has(c))).toBe(false);
  });

  it('escapes a cell a spreadsheet would run as a formula (a name an admin typed)', async () => {
    fs.mkdirSync(dir(), { recursive: true });
    const file = path.join(dir(), 'formula.csv');
    const writer = await openWriter('csv', file);
    await writer.write(['=1+1', '@SUM(A1)', 'gewoon', 3, null]);
    await writer.close();
    expect(fs.readFileSync(file, 'utf8')).toBe(`"'=1+1","'@SUM(A1)",gewoon,3,\r\n`);
  });

  it('writes the same lines as an .xlsx workbook that Excel can read back', async () => {
    const data = await addExportData(ctx.app);
    const { file } = await exportAs('xlsx');
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as never);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(data.tests + 1);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([...EXPORT_COLUMNS]);
    const cells = sheet.getSheetValues().flat().map(String).join('\n');
    for (const secret of [SECRET_NAME, SECRET_FAMILY, SECRET_CLASS, '@demo.nl', 'Noord'])
      expect(cells).not.toContain(secret);
    expect(cells).toContain('Hoofdgebouw');
  });

  it('audits the start and the download; the link expires and its file is swept away', async () => {
    await addExportData(ctx.app);
    const { admin, id, progress } = await exportAs('csv');
    await ctx.app.settled();
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_username', 'entity_id'])
      .where('entity_type', '=', 'stats_export')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'stats_export.start', actor_username: 'admin@demo.nl', entity_id: id },
      { action: 'stats_export.download', actor_username: 'admin@demo.nl', entity_id: id },
    ]);
    expect(fs.readdirSync(dir())).toHaveLength(1);
    // Time passes beyond EXPORT_KEEP_HOURS.
    await ctx.app.db
      .updateTable('stats_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await admin.get(status(id))).json()).toMatchObject({ status: 'expired', downloadUrl: null });
    expect((await admin.get(progress.downloadUrl)).json()).toEqual({ error: 'export_expired' });
    await sweepExportFiles(ctx.app.db, dir());
    expect(fs.readdirSync(dir())).toEqual([]);
    expect((await admin.get(status(id))).json()).toMatchObject({ status: 'expired' });
  });

  it('refuses a second export while one is waiting, and a download before it is done', async () => {
    await ctx.app.statsExports.stop();
    try {
      const admin = await agentFor(ctx.app, 'superAdmin');
      const { id } = (await admin.post(START, { format: 'csv' })).json();
      expect((await admin.post(START, { format: 'xlsx' })).json()).toEqual({ error: 'export_already_running' });
      expect((await admin.get(status(id))).json()).toMatchObject({ status: 'queued', percent: 0, downloadUrl: null });
      const early = await admin.get(`/api/stats/modules/download-export-raw-data/${id}`);
      expect([early.statusCode, early.json()]).toEqual([409, { error: 'export_not_ready' }]);
    } finally {
      ctx.app.statsExports.start();
    }
    await ctx.app.statsExports.drain();
  });

  it('survives a stop mid-job: the job goes back to the queue and the next start completes it once', async () => {
    const data = await addExportData(ctx.app);
    gate.current = pauseAfterFirstBatch();
    gate.current.arm();
    const admin = await agentFor(ctx.app, 'superAdmin');
    const { id } = (await admin.post(START, { format: 'csv' })).json();
    await gate.current.arrived; // one batch written, the job holds its lease
    expect((await admin.get(status(id))).json()).toMatchObject({ status: 'running', rowsDone: 5, percent: 21 });
    const stopping = ctx.app.statsExports.stop(); // what closing the app does
    gate.current.go();
    await stopping;
    const back = await ctx.app.db
      .selectFrom('stats_exports')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(back).toMatchObject({ status: 'queued', claimed_by: null, rows_done: 0, attempts: 0 });
    expect(fs.readdirSync(dir())).toEqual([]);
    ctx.app.statsExports.start(); // the restart
    await ctx.app.statsExports.drain();
    const done = await ctx.app.db
      .selectFrom('stats_exports')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'done', attempts: 1, rows_done: data.tests });
    expect(fs.readdirSync(dir())).toEqual([done.file_name]);
  });

  it("takes over a job whose instance died (its lease ran out), and sweeps the dead instance's partial file", async () => {
    const data = await addExportData(ctx.app);
    const { id: requester } = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin@demo.nl')
      .executeTakeFirstOrThrow();
    const { id } = await ctx.app.db
      .insertInto('stats_exports')
      .values({
        requested_by: requester,
        format: 'csv',
        status: 'running',
        claimed_by: 'dead-instance',
        lease_until: new Date(Date.now() - 60_000),
        attempts: 1,
        rows_done: 5,
        rows_total: data.tests,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    fs.mkdirSync(dir(), { recursive: true });
    fs.writeFileSync(path.join(dir(), `export-${id}-1.csv.part`), 'half a file');
    await ctx.app.statsExports.drain();
    const done = await ctx.app.db
      .selectFrom('stats_exports')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'done', attempts: 2, rows_done: data.tests, file_name: `export-${id}-2.csv` });
    await sweepExportFiles(ctx.app.db, dir());
    expect(fs.readdirSync(dir())).toEqual([`export-${id}-2.csv`]);
  });

  it('gives up a job after three claims, so a job that kills its instance does not take every instance down', async () => {
    const { id: requester } = await ctx.app.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'admin@demo.nl')
      .executeTakeFirstOrThrow();
    const { id } = await ctx.app.db
      .insertInto('stats_exports')
      .values({
        requested_by: requester,
        format: 'xlsx',
        status: 'running',
        claimed_by: 'dead-instance',
        lease_until: new Date(Date.now() - 60_000),
        attempts: 3,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.app.statsExports.drain();
    const admin = await agentFor(ctx.app, 'superAdmin');
    expect((await admin.get(status(id))).json()).toMatchObject({ status: 'failed', downloadUrl: null });
    const refused = await admin.get(`/api/stats/modules/download-export-raw-data/${id}`);
    expect([refused.statusCode, refused.json()]).toEqual([409, { error: 'export_failed' }]);
  });
});
