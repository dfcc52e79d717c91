// The contact form of the management site (issue 20): a question reaches the support address and the
// sender gets a confirmation; bad input is refused per field in Dutch; a flood is slowed with 429.
import { CONTACT_MESSAGES_PER_USER } from '../../../server/plugins/app/accountLimits';
import { fieldMessages } from '../../../src/shared/management/messages';
import { Agent } from '../helpers/agent';
import { fastest } from '../helpers/backends';
import { latestMail } from '../helpers/mailbox';
import { sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';

const SUPPORT = 'hulp@operator.example';

const question = {
  senderName: 'Lotte de Locatie',
  school: 'Demo College',
  senderEmail: 'Locatie@Demo.nl',
  question: 'Hoe zet ik de Oorcheck aan voor klas 3B?\nDe koptelefoons liggen klaar.',
};

describe.each(fastest)('contact form on $name', (backend) => {
  const ctx = useTestApp(backend, { SUPPORT_EMAIL: SUPPORT });

  it('shows a location manager their own details and their school coordinator', async () => {
    const teacher = await sessionAs(ctx.app, 'locatie@demo.nl');
    const page = await teacher.get('/api/contact');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ senderEmail: 'locatie@demo.nl', school: 'Demo College' });
    expect(body.coordinators).toContainEqual(
      expect.objectContaining({ email: 'manager@demo.nl', school: 'Demo College' }),
    );
    // Another school's coordinator is never listed.
    expect(body.coordinators.map((c: { email: string }) => c.email)).not.toContain('manager@tweede.nl');
  });

  it('lists no coordinators for an admin, who belongs to no school', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    expect((await admin.get('/api/contact')).json()).toMatchObject({ school: '', coordinators: [] });
  });

  it('delivers the question to the support address and a confirmation to the sender', async () => {
    const teacher = await sessionAs(ctx.app, 'locatie@demo.nl');
    const sent = await teacher.post('/api/contact', question);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ success: true });
    const support = await latestMail(ctx.app, SUPPORT);
    expect(support.subject).toBe('Vraag van Lotte de Locatie (Demo College)');
    expect(support.text).toContain('Hoe zet ik de Oorcheck aan voor klas 3B?');
    expect(support.text).toContain('Antwoord aan: Locatie@Demo.nl');
    expect(support.text).toContain('Account: locatie@demo.nl');
    const confirmation = await latestMail(ctx.app, 'locatie@demo.nl');
    expect(confirmation.subject).toBe('We hebben je vraag ontvangen');
    expect(confirmation.text).toContain('De koptelefoons liggen klaar.');
    // Markup in a question stays text in the HTML part.
    await teacher.post('/api/contact', { ...question, question: 'Werkt <script>alert(1)</script> hier?' });
    expect((await latestMail(ctx.app, SUPPORT)).html).toContain('&lt;script&gt;');
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['actor_username', 'detail'])
      .where('action', '=', 'contact_message')
      .execute();
    expect(audit).toContainEqual({ actor_username: 'locatie@demo.nl', detail: { school: 'Demo College' } });
  });

  it('refuses bad input with 400 and the Dutch message per field, and queues no mail', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const bad = await manager.post('/api/contact', {
      ...question,
      senderEmail: 'geen-adres',
      question: 'kort',
      school: '  ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'invalid_request',
      fields: {
        senderEmail: fieldMessages.senderEmail,
        question: fieldMessages.question,
        school: fieldMessages.school,
      },
    });
    const missing = await manager.post('/api/contact', { school: 'Demo College' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['question', 'senderEmail', 'senderName']);
    expect(await ctx.app.db.selectFrom('mail_outbox').select('id').execute()).toEqual([]);
  });

  it('is closed to students and to callers without a session', async () => {
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    expect((await student.post('/api/contact', question)).statusCode).toBe(403);
    expect((await student.get('/api/contact')).statusCode).toBe(403);
    expect((await new Agent(ctx.app).post('/api/contact', question)).statusCode).toBe(401);
  });

  it('slows a flood from one account with 429 and the wait, and never queues the refused question', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    for (let i = 0; i < CONTACT_MESSAGES_PER_USER; i++)
      expect((await manager.post('/api/contact', { ...question, question: `Vraag nummer ${i + 1}` })).statusCode).toBe(
        200,
      );
    const refused = await manager.post('/api/contact', { ...question, question: 'Nog een vraag erbij' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect(refused.json().retry_after).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBe(refused.json().retry_after);
    const toSupport = await ctx.app.db
      .selectFrom('mail_outbox')
      .select('text')
      .where('to_address', '=', SUPPORT)
      .execute();
    expect(toSupport).toHaveLength(CONTACT_MESSAGES_PER_USER);
    expect(toSupport.some((m) => m.text.includes('Nog een vraag erbij'))).toBe(false);
    // Someone else at another address is not slowed by it.
    const teacher = await sessionAs(ctx.app, 'locatie@demo.nl');
    expect((await teacher.post('/api/contact', question)).statusCode).toBe(200);
  });
});
