// Lesmateriaal (issue 20): the shipped modules' lesson guides for every staff role, as JSON and as a
// PDF of one or two pages (read with pdftotext); a disabled module is absent, a module without a
// guide says so, and students get nothing.
import path from 'node:path';
import { Agent } from '../helpers/agent';
import { fastest } from '../helpers/backends';
import { sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';
import { pdfPageCount, pdfText } from '../pdfText';

const CONTENT = path.join(__dirname, '..', '..', '..', 'content');

describe.each(fastest)('lesson guides on $name', (backend) => {
  const ctx = useTestApp(backend, {}, CONTENT);

  const moduleId = async (name: string) =>
    (await ctx.app.db.selectFrom('modules').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

  it('lists the enabled modules with their guides, never the disabled one', async () => {
    const teacher = await sessionAs(ctx.app, 'locatie@demo.nl');
    const list = await teacher.get('/api/lesson-guide');
    expect(list.statusCode).toBe(200);
    const titles = list.json().items.map((m: { title: string; hasGuide: boolean }) => [m.title, m.hasGuide]);
    expect(titles).toContainEqual(['Slaap', true]);
    expect(titles).toContainEqual(['Gehoor en harde muziek', true]);
    // Roken en vapen ships disabled.
    expect(titles.map(([title]: [string]) => title)).not.toContain('Roken en vapen');
    expect((await teacher.get(`/api/lesson-guide/${await moduleId('roken')}`)).statusCode).toBe(404);
  });

  it('gives one guide as data and as a PDF of one or two pages with its goal, plan, questions and sources', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const id = await moduleId('gehoor');
    const page = (await manager.get(`/api/lesson-guide/${id}`)).json();
    expect(page.title).toBe('Gehoor en harde muziek');
    expect(page.guide.questions).toHaveLength(3);
    const pdf = await manager.get(`/api/lesson-guide/${id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain('Lesbrief: Gehoor en harde muziek');
    expect(text).toContain('Lesplan (45 minuten)');
    expect(text).toContain(page.guide.questions[2]);
    expect(text).toContain('https://www.hoorstichting.nl');
    expect([1, 2]).toContain(pdfPageCount(pdf.rawPayload));
  });

  it('answers a module without a guide with null, and its PDF with 404', async () => {
    const id = await moduleId('slaap');
    await ctx.app.db.updateTable('modules').set({ lesson_guide: null }).where('id', '=', id).execute();
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await admin.get(`/api/lesson-guide/${id}`)).json()).toEqual({ id, title: 'Slaap', guide: null });
    expect((await admin.get(`/api/lesson-guide/${id}/pdf`)).statusCode).toBe(404);
    const list = (await admin.get('/api/lesson-guide')).json().items;
    expect(list).toContainEqual({ id, title: 'Slaap', hasGuide: false });
  });

  it('is closed to students and to callers without a session', async () => {
    const id = await moduleId('gehoor');
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect((await student.get('/api/lesson-guide')).statusCode).toBe(403);
    expect((await student.get(`/api/lesson-guide/${id}/pdf`)).statusCode).toBe(403);
    expect((await new Agent(ctx.app).get(`/api/lesson-guide/${id}`)).statusCode).toBe(401);
  });
});
