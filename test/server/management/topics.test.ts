// Topics in the module editor (issue 33): admins only; every write carries the list's revision
// (If-Match, 428 without, 409 when stale) and answers the new one; a change is live for students at
// once; bad input 400 per field; an impossible move 400; a topic in use is not deleted; all audited.
import sharp from 'sharp';
import { addPlainAdmin } from '../helpers/identities';
import { backends } from '../helpers/backends';
import { multipart } from '../helpers/multipart';
import { sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';
import type { Agent } from '../helpers/agent';

const newTopic = {
  name: 'Ontspanning',
  category: 'Welzijn',
  status: 'optional',
  contactData: {
    name: 'Vertrouwenspersoon',
    department: null,
    email: 'vertrouwen@demo.nl',
    phone: '030-1234567',
    furtherInfo: '<p>Loop <strong>gerust</strong> binnen.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
  },
  iconId: null,
  imageId: null,
};

/** A small real PNG through POST /api/media: its id and modified time, as the topic form gets them. */
async function uploadPng(agent: Agent, name: string, color: { r: number; g: number; b: number }) {
  const content = await sharp({ create: { width: 24, height: 24, channels: 3, background: color } })
    .png()
    .toBuffer();
  const form = multipart({ name, content });
  const res = await agent.request('POST', '/api/media', form.payload, form.headers);
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; modified: number };
}

type StudentTopic = { icon: { id: number; modified: number } | null; image: unknown; contactData: unknown };

describe.each(backends)('topics on $name', (backend) => {
  const ctx = useTestApp(backend);

  const list = async (agent: Agent) => {
    const res = await agent.get('/api/topics');
    expect(res.statusCode).toBe(200);
    return {
      items: res.json().items as Array<{ id: number; name: string; status: string }>,
      etag: res.headers.etag as string,
    };
  };

  it('lets only admins read and write topics', async () => {
    await addPlainAdmin(ctx.app);
    for (const username of ['manager@demo.nl', 'leerling@demo.nl']) {
      const agent = await sessionAs(ctx.app, username);
      expect((await agent.get('/api/topics')).statusCode).toBe(403);
      expect((await agent.post('/api/topics', newTopic, { 'if-match': '"1"' })).statusCode).toBe(403);
    }
    const admin = await sessionAs(ctx.app, 'beheerder@demo.nl');
    const { items, etag } = await list(admin);
    expect(etag).toMatch(/^"\d{1,9}"$/);
    expect(items).toEqual([
      expect.objectContaining({
        name: 'Sport (test)',
        status: 'optional',
        category: 'Bewegen',
        position: 1,
        icon: expect.objectContaining({ id: expect.any(Number) }),
        modules: [
          { id: expect.any(Number), title: 'Sport (testmodule)' },
          { id: expect.any(Number), title: 'Tweede testmodule' },
        ],
      }),
    ]);
  });

  it('creates and changes a topic with the revision, sanitises its html and audits it', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { etag } = await list(admin);
    expect((await admin.post('/api/topics', newTopic)).statusCode).toBe(428);
    const made = await admin.post('/api/topics', newTopic, { 'if-match': etag });
    expect(made.statusCode).toBe(200);
    const topic = made.json();
    expect(topic).toMatchObject({ name: 'Ontspanning', status: 'optional', position: 2, modules: [] });
    expect(topic.contactData.furtherInfo).toBe('<p>Loop <strong>gerust</strong> binnen.</p>');
    expect(made.headers.etag).not.toBe(etag);
    // The old revision is stale now: a colleague's write on it is refused and changes nothing.
    const stale = await admin.post(`/api/topics/${topic.id}`, { ...newTopic, name: 'Rust' }, { 'if-match': etag });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: 'stale_revision' });
    const changed = await admin.post(
      `/api/topics/${topic.id}`,
      { ...newTopic, name: 'Rust', status: 'mandatory' },
      { 'if-match': made.headers.etag as string },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: topic.id, name: 'Rust', status: 'mandatory' });
    await ctx.app.settled();
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id', 'actor_username'])
      .where('entity_type', '=', 'topic')
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'topic.create', entity_id: topic.id, actor_username: 'admin@demo.nl' },
      { action: 'topic.update', entity_id: topic.id, actor_username: 'admin@demo.nl' },
    ]);
  });

  it('shows a status change to students at once', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const { items, etag } = await list(admin);
    const sport = items[0];
    const full = (await admin.get(`/api/topics/${sport.id}`)).json();
    const body = {
      name: full.name,
      category: full.category,
      status: 'disabled',
      contactData: full.contactData,
      iconId: full.icon.id,
      imageId: full.image.id,
    };
    expect((await admin.post(`/api/topics/${sport.id}`, body, { 'if-match': etag })).statusCode).toBe(200);
    const data = (await student.get('/api/test/data')).json();
    expect(data.modules.map((m: { topic: { status: string } }) => m.topic.status)).toEqual(['disabled', 'disabled']);
  });

  it('sets an uploaded icon and image that students see on their next read, and takes them away again', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const student = await sessionAs(ctx.app, 'leerling@demo.nl');
    const studentTopics = async () =>
      ((await student.get('/api/test/data')).json().modules as Array<{ topic: StudentTopic }>).map((m) => m.topic);
    // Read once first, so the students' cached module content must notice the change.
    const [before] = await studentTopics();
    const icon = await uploadPng(admin, 'pictogram.png', { r: 10, g: 120, b: 200 });
    const image = await uploadPng(admin, 'foto.png', { r: 220, g: 160, b: 20 });
    expect(before!.icon?.id).not.toBe(icon.id);
    let { items, etag } = await list(admin);
    const sport = (await admin.get(`/api/topics/${items[0].id}`)).json();
    const body = {
      name: sport.name,
      category: sport.category,
      status: sport.status,
      contactData: { ...newTopic.contactData, furtherInfo: 'Bel gerust.\nOok in de vakantie.' },
      iconId: icon.id,
      imageId: image.id,
    };
    const saved = await admin.post(`/api/topics/${sport.id}`, body, { 'if-match': etag });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      icon: { id: icon.id, modified: icon.modified },
      image: { id: image.id, modified: image.modified },
    });
    // Plain text stays as it was typed (the student app shows its line breaks).
    expect(saved.json().contactData.furtherInfo).toBe('Bel gerust.\nOok in de vakantie.');
    for (const topic of await studentTopics())
      expect(topic).toMatchObject({
        icon: { id: icon.id, modified: icon.modified },
        image: { id: image.id, modified: image.modified },
      });
    // The picture itself is served to the student at the widths the student app asks for.
    const served = await student.get(`/image/${icon.id}/360/auto/${icon.modified}`);
    expect(served.statusCode).toBe(200);

    etag = saved.headers.etag as string;
    const cleared = await admin.post(`/api/topics/${sport.id}`, { ...body, imageId: null }, { 'if-match': etag });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ icon: { id: icon.id }, image: null });
    for (const topic of await studentTopics()) expect(topic).toMatchObject({ icon: { id: icon.id }, image: null });
    ({ items } = await list(admin));
    expect(items[0]).toMatchObject({ icon: { id: icon.id }, image: null });
  });

  it('refuses an icon or image that is no stored image with 400 and a code, and changes nothing', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { items, etag } = await list(admin);
    const sport = (await admin.get(`/api/topics/${items[0].id}`)).json();
    // A stored file that is not an image (a lesson guide's PDF, say) is no icon either.
    const pdf = await ctx.app.db
      .insertInto('media')
      .values({ filename: 'les.pdf', mime: 'application/pdf', data: Buffer.from('%PDF-1.4'), modified: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const body = { ...newTopic, name: sport.name, iconId: sport.icon.id, imageId: sport.image.id };
    for (const change of [{ iconId: 999999 }, { imageId: 999999 }, { iconId: pdf.id }, { imageId: pdf.id }]) {
      const res = await admin.post(`/api/topics/${sport.id}`, { ...body, ...change }, { 'if-match': etag });
      expect([res.statusCode, res.json()]).toEqual([400, { error: 'media_not_found' }]);
    }
    for (const [change, field] of [
      [{ iconId: 0 }, 'iconId'],
      [{ imageId: 'images/sport.png' }, 'imageId'],
      [{ iconId: -3 }, 'iconId'],
    ] as const) {
      const res = await admin.post(`/api/topics/${sport.id}`, { ...body, ...change }, { 'if-match': etag });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', fields: { [field]: expect.any(String) } });
    }
    // Nothing was written: the revision still holds and the topic has its own icon and image.
    const after = await list(admin);
    expect(after.etag).toBe(etag);
    expect(after.items[0]).toMatchObject({ icon: { id: sport.icon.id }, image: { id: sport.image.id } });
  });

  it('keeps only the rich text the student app renders in the further information', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    let { etag } = await list(admin);
    const contact = (furtherInfo: string) => ({ ...newTopic, contactData: { ...newTopic.contactData, furtherInfo } });
    const made = await admin.post(
      '/api/topics',
      contact(
        '<p onclick="x()">Zie <a href="javascript:alert(1)">hier</a> of <a href="https://jellinek.nl" target="_top">jellinek.nl</a>.</p><script>fetch("/api/my-data")</script><ul><li><em>anoniem</em></li></ul>',
      ),
      { 'if-match': etag },
    );
    expect(made.statusCode).toBe(200);
    // A link with a refused scheme goes with its text (the module content's sanitiser, richText.test.ts).
    expect(made.json().contactData.furtherInfo).toBe(
      '<p>Zie  of <a href="https://jellinek.nl">jellinek.nl</a>.</p><ul><li><em>anoniem</em></li></ul>',
    );
    etag = made.headers.etag as string;
    // Nothing left to read after sanitising (a lone script) is no further information at all.
    const lone = await admin.post(`/api/topics/${made.json().id}`, contact('<script>alert(1)</script><p></p>'), {
      'if-match': etag,
    });
    expect(lone.statusCode).toBe(200);
    expect(lone.json().contactData.furtherInfo).toBeNull();
  });

  it('refuses bad input per field, a taken name, an unknown image and an impossible move', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const { items, etag } = await list(admin);
    const bad = await admin.post(
      '/api/topics',
      { ...newTopic, name: ' ', status: 'verplicht', contactData: { ...newTopic.contactData, email: 'geen-adres' } },
      { 'if-match': etag },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'invalid_request',
      fields: {
        name: 'Vul een naam in van hoogstens 120 tekens.',
        status: 'Kies Verplicht, Facultatief of Uitgeschakeld.',
        contactData: 'Vul de contactgegevens in, of geen.',
      },
    });
    const taken = await admin.post('/api/topics', { ...newTopic, name: items[0].name }, { 'if-match': etag });
    expect([taken.statusCode, taken.json()]).toEqual([409, { error: 'topic_name_taken' }]);
    const noImage = await admin.post('/api/topics', { ...newTopic, iconId: 999999 }, { 'if-match': etag });
    expect([noImage.statusCode, noImage.json()]).toEqual([400, { error: 'media_not_found' }]);
    const move = await admin.post(`/api/topics/${items[0].id}/move/1`, {}, { 'if-match': etag });
    expect([move.statusCode, move.json()]).toEqual([400, { error: 'invalid_move' }]);
    expect((await admin.post('/api/topics/999999/move/0', {}, { 'if-match': etag })).statusCode).toBe(404);
    expect((await admin.get('/api/topics/999999')).statusCode).toBe(404);
  });

  it('moves topics and deletes one no module uses, but not one in use', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    let { etag } = await list(admin);
    const made = await admin.post('/api/topics', newTopic, { 'if-match': etag });
    etag = made.headers.etag as string;
    const moved = await admin.post(`/api/topics/${made.json().id}/move/0`, {}, { 'if-match': etag });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().items.map((t: { name: string; position: number }) => [t.name, t.position])).toEqual([
      ['Ontspanning', 1],
      ['Sport (test)', 2],
    ]);
    etag = moved.headers.etag as string;
    const sport = moved.json().items[1];
    const inUse = await admin.request('DELETE', `/api/topics/${sport.id}`, undefined, { 'if-match': etag });
    expect([inUse.statusCode, inUse.json()]).toEqual([409, { error: 'topic_in_use' }]);
    const gone = await admin.request('DELETE', `/api/topics/${made.json().id}`, undefined, { 'if-match': etag });
    expect([gone.statusCode, gone.json()]).toEqual([200, { success: true }]);
    expect((await list(admin)).items.map((t) => [t.name, (t as unknown as { position: number }).position])).toEqual([
      ['Sport (test)', 1],
    ]);
  });
});
