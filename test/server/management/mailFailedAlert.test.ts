// An activation mail the mail server refuses becomes an alert for the managers of that account's
// school (a student's: also of its location), shows as "not delivered" with the server's reason on
// the account's page, and goes away when a new mail is sent or the account is activated anyway.
import type { OutboxRow } from '../../../server/services/mail';
import { Agent } from '../helpers/agent';
import { backends } from '../helpers/backends';
import { latestLinkToken } from '../helpers/mailbox';
import { demoIds, sessionAs, userId } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';

const refused = new Set<string>();
// As nodemailer reports a refused recipient: the server's reply in `response`, wrapped in the message.
const mailSender = async (row: OutboxRow) => {
  if (!refused.has(row.to_address)) return;
  const response = `550 5.1.1 <${row.to_address}>: Recipient address rejected: User unknown`;
  throw Object.assign(new Error(`Can't send mail - all recipients were rejected: ${response}`), {
    responseCode: 550,
    response,
  });
};

describe.each(backends)('alerts for activation mails that failed on $name', (backend) => {
  const ctx = useTestApp(backend, {}, undefined, { mailSender });

  beforeEach(() => refused.clear());

  /**
   * Waits until the outbox has no mail left to try and the delivery run is over. A mail being sent
   * already has its sent_at (that is how it is claimed), so the run itself must be waited for: only
   * then is a refusal recorded and its alert raised.
   */
  const delivered = async () => {
    for (let i = 0; i < 100; i++) {
      await ctx.app.mail.settled();
      const waiting = await ctx.app.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('failed_at', 'is', null)
        .execute();
      if (waiting.length === 0) return;
      // deliver() starts its run at once, so the settled() above the next check waits for it.
      ctx.app.mail.deliver();
    }
    throw new Error('the outbox was not emptied');
  };

  const mailAlerts = async (agent: Agent) =>
    (await agent.get('/api/alert?limit=100')).json().items.filter((a: { type: string }) => a.type === 'mail_failed');

  it("alerts the student's school, shows the failure on the student's page, and a new mail resolves it", async () => {
    const ids = await demoIds(ctx.app);
    const student = await userId(ctx.app, 'nieuw@demo.nl');
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    refused.add('nieuw@demo.nl');
    const sent = await manager.post('/api/student/send-activation-mail', { ids: [student] });
    expect(sent.json()).toEqual({ queued: 1, skipped: 0 });
    await delivered();

    const [alert] = await mailAlerts(manager);
    expect(alert).toMatchObject({
      header: 'Activatiemail niet bezorgd',
      link: `/beheer/leerlingen/${student}`,
      schoolId: ids.schoolA,
      read: false,
    });
    expect(alert.text).toContain('De activatiemail aan nieuw@demo.nl kon niet worden bezorgd');
    expect(alert.text).toContain('(de mailserver meldde: 550 5.1.1 <nieuw@demo.nl>: Recipient address rejected');
    expect(await mailAlerts(await sessionAs(ctx.app, 'admin@demo.nl'))).toHaveLength(1);
    // Another school's manager, and a location manager of another location, do not see it.
    expect(await mailAlerts(await sessionAs(ctx.app, 'manager@tweede.nl'))).toEqual([]);
    expect(await mailAlerts(await sessionAs(ctx.app, 'locatie@demo.nl'))).toEqual([]);

    const page = (await manager.get(`/api/student/${student}`)).json();
    expect(page.activationMail).toMatchObject({ status: 'failed' });
    expect(page.activationMail.reason).toMatch(/^550 5\.1\.1 <nieuw@demo\.nl>: Recipient address rejected/);

    // The address is fine after all (the mailbox was full, say): a new mail goes out and the alert is gone.
    refused.clear();
    await ctx.app.db.deleteFrom('limit_counters').execute();
    expect((await manager.post('/api/student/send-activation-mail', { ids: [student] })).json().queued).toBe(1);
    expect(await mailAlerts(manager)).toEqual([]);
    await delivered();
    expect((await manager.get(`/api/student/${student}`)).json().activationMail).toMatchObject({ status: 'sent' });
  });

  it('an account activated anyway resolves the alert; an activated account shows no mail state', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    refused.add('nieuw@demo.nl');
    await new Agent(ctx.app).post('/api/check-username', { username: 'nieuw@demo.nl' });
    await delivered();
    expect(await mailAlerts(manager)).toHaveLength(1);
    // The link reached the student another way (the coordinator read it out from the outbox, say).
    const token = await latestLinkToken(ctx.app, 'nieuw@demo.nl', 'register/confirm');
    const password = 'Een-nieuw-wachtwoord-2026';
    const activated = await new Agent(ctx.app).post('/api/resetting/set', {
      token,
      password,
      repeatPassword: password,
      enabled: true,
    });
    expect(activated.json()).toMatchObject({ success: true });
    expect(await mailAlerts(manager)).toEqual([]);
    const student = (await manager.get('/api/student?search=nieuw@demo')).json().items[0];
    expect((await manager.get(`/api/student/${student.id}`)).json()).toMatchObject({
      activated: true,
      activationMail: null,
    });
  });

  it("alerts a new colleague's school and links to the colleague's page", async () => {
    const ids = await demoIds(ctx.app);
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    refused.add('nieuwe.collega@demo.nl');
    const created = await manager.post('/api/user', {
      email: 'nieuwe.collega@demo.nl',
      givenName: 'Nina',
      namePreposition: null,
      familyName: 'Collega',
      role: 'locationManager',
      managingSchools: [],
      managingLocations: [ids.locationNorth],
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id;
    await delivered();
    expect(await mailAlerts(manager)).toMatchObject([
      { link: `/beheer/medewerkers/${id}`, schoolId: ids.schoolA, header: 'Activatiemail niet bezorgd' },
    ]);
    // A location manager sees students' alerts of their own locations, not the school's staff alerts.
    expect(await mailAlerts(await sessionAs(ctx.app, 'locatie@demo.nl'))).toEqual([]);
    expect(await mailAlerts(await sessionAs(ctx.app, 'manager@tweede.nl'))).toEqual([]);
    expect((await manager.get(`/api/user/${id}`)).json().activationMail).toMatchObject({ status: 'failed' });
  });

  it('shows an activation mail whose link has expired as such, also once the outbox has forgotten it', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    const student = await userId(ctx.app, 'nieuw@demo.nl');
    const state = async () => (await manager.get(`/api/student/${student}`)).json().activationMail;
    await manager.post('/api/student/send-activation-mail', { ids: [student] });
    await delivered();
    expect(await state()).toMatchObject({ status: 'sent' });
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    await ctx.app.db.updateTable('activation_mails').set({ created_at: eightDaysAgo }).execute();
    expect(await state()).toEqual({ status: 'expired', at: eightDaysAgo.toISOString(), reason: null });
    // The retention job empties the outbox after 30 days; the mail's link is just as dead.
    await ctx.app.db.deleteFrom('mail_outbox').execute();
    expect(await state()).toMatchObject({ status: 'expired' });
    // A mail the server refused stays "failed", however old: the address needs fixing first.
    refused.add('nieuw@demo.nl');
    await ctx.app.db.deleteFrom('limit_counters').execute();
    await manager.post('/api/student/send-activation-mail', { ids: [student] });
    await delivered();
    await ctx.app.db.updateTable('activation_mails').set({ created_at: eightDaysAgo }).execute();
    expect(await state()).toMatchObject({ status: 'failed' });
  });

  it('a mail that is not an activation mail raises nothing', async () => {
    const manager = await sessionAs(ctx.app, 'manager@demo.nl');
    refused.add('leerling@demo.nl');
    expect((await new Agent(ctx.app).post('/api/resetting/reset', { email: 'leerling@demo.nl' })).statusCode).toBe(200);
    await delivered();
    const failed = await ctx.app.db.selectFrom('mail_outbox').select('failed_at').execute();
    expect(failed.map((m) => m.failed_at !== null)).toEqual([true]);
    expect(await mailAlerts(manager)).toEqual([]);
  });
});
