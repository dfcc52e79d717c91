// GET /api/portfolio/certificate: the logged-in student's certificate as a real PDF.
import { randomUUID } from 'node:crypto';
import type { ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';
import { pdfText } from './pdfText';

describe.each(fastest)('certificate on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('shows name, school, date and only the modules this student finished', async () => {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const before = pdfText((await agent.get('/api/portfolio/certificate')).rawPayload);
    expect(before).toContain('Er zijn nog geen onderdelen afgerond.');

    const data: ModuleContent = (await agent.get('/api/test/data')).json();
    const [sport, info] = data.modules;
    const finish = await agent.post('/api/test/finish', {
      id: randomUUID(),
      module: sport.id,
      answers: [],
      meta: { age: 16, gender: 'male' },
      computed: {},
      finished: true,
      updatedAt: Date.now(),
      debug: false,
      actions: [],
      contact_data: false,
      test_result: 'neutral',
      norm_results: [],
    });
    expect(finish.statusCode).toBe(200);
    await agent.post('/api/test/skip-module', { module: info.id });

    const res = await agent.get('/api/portfolio/certificate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Certificaat');
    expect(text).toContain('Sanne Jansen');
    expect(text).toContain('van Demo College');
    const today = new Date()
      .toLocaleDateString('nl-NL', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Europe/Amsterdam' })
      .replace(/\//g, '-');
    expect(text).toContain(`Uitgegeven op ${today}`);
    expect(text).toContain(`Sport (testmodule) — afgerond op ${today}`);
    expect(text).not.toContain(info.title); // skipped, not finished

    // Another student's certificate lists nothing of the first one.
    const other = new Agent(ctx.app);
    await other.login('leerling2@demo.nl');
    const otherText = pdfText((await other.get('/api/portfolio/certificate')).rawPayload);
    expect(otherText).toContain('Daan de Vries');
    expect(otherText).not.toContain('Sport (testmodule)');
  });

  it('needs a login', async () => {
    expect((await new Agent(ctx.app).get('/api/portfolio/certificate')).statusCode).toBe(401);
  });
});
