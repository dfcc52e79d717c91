// GET /api/test/result-pdf: a real PDF built from the stored test and the server's own rule-engine
// run; only the owner gets it; query text never reaches the PDF.
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Answer, Module } from '../../src/rules/types';
import type { FinishPayload, ModuleContent } from '../../src/shared/api';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';
import { renderResultPdf } from '../../server/pdf/resultPdf';
import { json } from '../../server/db/json';
import { pdfText } from './pdfText';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

const answer = (question: number, options: number[]): Answer => ({ ...emptyAnswer({ id: question }), options });

function finishPayload(module: Module, sportOption: number, actions: string[]): FinishPayload {
  const [sport, club] = module.slides;
  return {
    id: randomUUID(),
    module: module.id,
    answers: [answer(sport.id, [sport.options[sportOption].id]), answer(club.id, [club.options[0].id])],
    meta: { age: 17, gender: 'female' },
    computed: {},
    finished: true,
    updatedAt: Date.now(),
    debug: false,
    actions,
    contact_data: false,
    test_result: 'good',
    norm_results: [],
  };
}

describe.each(fastest)('result PDF on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function finishedTest(sportOption: number, actions: string[]): Promise<{ agent: Agent; id: string }> {
    const agent = new Agent(ctx.app);
    await agent.login('leerling@demo.nl');
    const data: ModuleContent = (await agent.get('/api/test/data')).json();
    const payload = finishPayload(data.modules[0], sportOption, actions);
    expect((await agent.post('/api/test/finish', payload)).statusCode).toBe(200);
    return { agent, id: payload.id };
  }

  it('renders the module title, date, result texts and chosen actions of the stored test', async () => {
    const { agent, id } = await finishedTest(0, ['meer_bewegen']);
    const res = await agent.get(
      `/api/test/result-pdf?test=${id}&result=bad&skip_slides=club&skip_texts=&show_result_texts=weinig&skip_actions=0&selected_actions=meer_bewegen`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, res.rawPayload);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Sport (testmodule)');
    expect(text).toMatch(/Datum: \d{2}-\d{2}-\d{4}/);
    expect(text).toContain('Hier valt winst te behalen'); // the 'bad' result
    expect(text).toContain('Beweeg meer');
    expect(text).toContain('Probeer vaker te sporten.');
    expect(text).toContain('Ik ga vaker sporten');
    expect(text).not.toContain('Goed bezig'); // a text the rules did not show
    // sport_test does not switch the norm table on.
    expect(text).not.toContain('Sportdagen per week');
    expect(text).toContain('pagina 1 van 1');
  });

  it('ignores what the query string claims: texts and actions come from the stored test', async () => {
    const { agent, id } = await finishedTest(2, []);
    const res = await agent.get(
      `/api/test/result-pdf?test=${id}&result=bad&show_result_texts=weinig&skip_actions=0&selected_actions=meer_bewegen`,
    );
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Goed bezig!');
    expect(text).toContain('Ga zo door.');
    expect(text).not.toContain('Probeer vaker te sporten.');
    expect(text).not.toContain('Ik ga vaker sporten');
    expect(text).toContain('Je hebt ervoor gekozen geen actie te ondernemen.');
  });

  // Issue 23: the table followed a list of module names (fitheid, fitheid_v2); now the module switches it on.
  it('prints the norm table, and lists the norms on Mijn resultaten, only when the module switches it on', async () => {
    const { agent, id } = await finishedTest(0, []);
    const before = pdfText((await agent.get(`/api/test/result-pdf?test=${id}`)).rawPayload);
    expect(before).toContain('Beweeg meer');
    expect(before).not.toContain('Sportdagen per week');
    expect((await agent.get('/api/my-results')).json().results[0].norms).toBeNull();

    await ctx.app.db.updateTable('modules').set({ show_norm_table: true }).where('name', '=', 'sport_test').execute();
    const after = pdfText((await agent.get(`/api/test/result-pdf?test=${id}`)).rawPayload);
    expect(after).toContain('Sportdagen per week');
    expect(after).toContain('Onvoldoende'); // 0 days: the norm's 'bad' rating
    expect((await agent.get('/api/my-results')).json().results[0].norms).toEqual([
      expect.objectContaining({ name: 'dagen', result: 'bad' }),
    ]);
  });

  // Issue 23: result texts can show computed values and norm results; the PDF fills them as the screen does.
  it('fills placeholders in the printed result texts with nl-NL values', async () => {
    const { agent, id } = await finishedTest(0, []);
    const module = await ctx.app.db
      .selectFrom('modules')
      .select(['id', 'result_texts'])
      .where('name', '=', 'sport_test')
      .executeTakeFirstOrThrow();
    const texts = (module.result_texts as Array<{ name: string; text: string }>).map((t) =>
      t.name === 'weinig'
        ? { ...t, text: '<p>Sportdagen: {{norm.dagen}}, {{norm.dagen.oordeel}}; dubbel {{dagen_dubbel}}.</p>' }
        : t,
    );
    await ctx.app.db
      .updateTable('modules')
      .set({ result_texts: json(texts) })
      .where('id', '=', module.id)
      .execute();
    const text = pdfText((await agent.get(`/api/test/result-pdf?test=${id}`)).rawPayload);
    expect(text).toContain('Sportdagen: 0, Onvoldoende; dubbel 0.');
    expect(text).not.toContain('{{');
  });

  it('answers 404 to another student as for an unknown test, 401 logged out, 400 for a bad id', async () => {
    const { id } = await finishedTest(1, []);
    const other = new Agent(ctx.app);
    await other.login('leerling2@demo.nl');
    const forbidden = await other.get(`/api/test/result-pdf?test=${id}`);
    expect([forbidden.statusCode, forbidden.json()]).toEqual([404, { error: 'not_found' }]);
    expect((await other.get(`/api/test/result-pdf?test=${randomUUID()}`)).statusCode).toBe(404);
    expect((await other.get('/api/test/result-pdf?test=nope')).statusCode).toBe(400);
    expect((await new Agent(ctx.app).get(`/api/test/result-pdf?test=${id}`)).statusCode).toBe(401);
  });
});

// Issue 12 item 4: hours in the PDF's norm table were decimals (sitting 10:15 read '10,3').
describe('result PDF norm table', () => {
  it('shows hours as h:mm and other values as nl-NL numbers', async () => {
    const pdf = await renderResultPdf({
      moduleTitle: 'Fitheid',
      date: '01-10-2026',
      result: 'warning',
      norms: [
        { name: 'stilzitten', title: 'Stilzitten op een schooldag (uur)', value: 10.25, result: 'bad', unit: 'hours' },
        { name: 'shuttle_run', title: 'Conditie: Shuttle Run Test (trap)', value: 6.5, result: 'good' },
      ],
      texts: [],
      actions: [],
    });
    const text = pdfText(pdf);
    expect(text).toContain('10:15');
    expect(text).not.toContain('10,3');
    expect(text).toContain('6,5');
  });
});
