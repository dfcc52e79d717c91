// The outbox gives up on a mail, so a bad address cannot block the mails behind it and a student's
// activation mail can be shown as failed: a permanent SMTP refusal (5xx) at once, anything else
// after MAX_ATTEMPTS runs; a pause between mails throttles a batch.
import { MAX_ATTEMPTS, flushOutbox, queueMail, type OutboxRow } from '../../server/services/mail';
import { backends } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

const message = (to: string) => ({ to, subject: 'Activeer je account', text: 'link', html: '<p>link</p>' });

describe.each(backends)('outbox failures on $name', (backend) => {
  const ctx = useTestApp(backend);

  const states = async () =>
    (
      await ctx.app.db
        .selectFrom('mail_outbox')
        .select(['to_address', 'sent_at', 'failed_at', 'attempts'])
        .orderBy('id')
        .execute()
    ).map((r) => [r.to_address, r.sent_at ? 'sent' : r.failed_at ? 'failed' : 'waiting', r.attempts]);

  it('marks a mail refused for good as failed and sends the next one', async () => {
    for (const to of ['a@x.nl', 'weg@x.nl', 'c@x.nl']) await queueMail(ctx.app.db, message(to));
    const sent: string[] = [];
    const send = async (row: OutboxRow) => {
      if (row.to_address === 'weg@x.nl')
        throw Object.assign(new Error('550 mailbox unavailable'), { responseCode: 550 });
      sent.push(row.to_address);
    };
    expect(await flushOutbox(ctx.app.db, send)).toBe(2);
    expect(sent).toEqual(['a@x.nl', 'c@x.nl']);
    expect(await states()).toEqual([
      ['a@x.nl', 'sent', 0],
      ['weg@x.nl', 'failed', 1],
      ['c@x.nl', 'sent', 0],
    ]);
  });

  it('retries a temporary failure, and gives up after MAX_ATTEMPTS runs', async () => {
    await queueMail(ctx.app.db, message('traag@x.nl'));
    const down = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    };
    for (let run = 1; run < MAX_ATTEMPTS; run++) {
      await expect(flushOutbox(ctx.app.db, down)).rejects.toThrow('ECONNREFUSED');
      expect(await states()).toEqual([['traag@x.nl', 'waiting', run]]);
    }
    await expect(flushOutbox(ctx.app.db, down)).rejects.toThrow('ECONNREFUSED');
    expect(await states()).toEqual([['traag@x.nl', 'failed', MAX_ATTEMPTS]]);
    // A failed mail is not claimed again.
    expect(await flushOutbox(ctx.app.db, async () => undefined)).toBe(0);
  });

  it('pauses between mails and stops when told to', async () => {
    for (const to of ['a@x.nl', 'b@x.nl', 'c@x.nl']) await queueMail(ctx.app.db, message(to));
    const times: number[] = [];
    let stop = false;
    const send = async () => {
      times.push(Date.now());
      if (times.length === 2) stop = true;
    };
    expect(await flushOutbox(ctx.app.db, send, { intervalMs: 120, stopped: () => stop })).toBe(2);
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(110);
    expect((await states()).map((s) => s[1])).toEqual(['sent', 'sent', 'waiting']);
  });
});
