// Images and icons uploaded through the module editor (issue 33): decoded and re-encoded by the server,
// served under /image and /file like the shipped ones; a fake image, an oversize file and an SVG (with
// or without script) are refused with 400 and a code, never a 500. Admins only.
import sharp from 'sharp';
import { backends } from '../helpers/backends';
import { multipart } from '../helpers/multipart';
import { sessionAs } from '../helpers/sessionAs';
import { useTestApp } from '../helpers/testApp';
import type { Agent } from '../helpers/agent';

const upload = (agent: Agent, name: string, content: Buffer) => {
  const form = multipart({ name, content });
  return agent.request('POST', '/api/media', form.payload, form.headers);
};

describe.each(backends)('image uploads on $name', (backend) => {
  const ctx = useTestApp(backend);

  it('re-encodes a real PNG and JPEG, drops their metadata and serves them', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const pixels = { create: { width: 40, height: 30, channels: 3 as const, background: { r: 200, g: 30, b: 60 } } };
    const png = await sharp(pixels).png().toBuffer();
    // A JPEG with EXIF data and trailing bytes after its end: neither survives the re-encoding.
    const jpeg = Buffer.concat([
      await sharp(pixels)
        .withMetadata({ exif: { IFD0: { Artist: 'Geheim' } } })
        .jpeg()
        .toBuffer(),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    for (const [name, content, mime] of [
      ['logo.png', png, 'image/png'],
      ['foto.jpg', jpeg, 'image/jpeg'],
    ] as const) {
      const res = await upload(admin, name, content);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        mime,
        width: 40,
        height: 30,
        path: expect.stringMatching(/^uploads\/upload-[0-9a-f]{20}\./),
      });
      const file = await admin.get(`/file/${body.id}/${body.modified}`);
      expect([file.statusCode, file.headers['content-type']]).toEqual([200, mime]);
      expect(file.rawPayload.includes(Buffer.from('Geheim'))).toBe(false);
      expect(file.rawPayload.includes(Buffer.from('<script>'))).toBe(false);
      expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
      expect((await admin.get(body.url)).statusCode).toBe(200);
    }
    await ctx.app.settled();
    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'media.upload')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('refuses a fake image, an SVG (with script or not) and an oversize file with a code', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const before = await ctx.app.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: Array<[string, Buffer, string]> = [
      ['foto.png', Buffer.from('dit is geen afbeelding maar tekst met een .png-naam'), 'image_unreadable'],
      ['leeg.png', Buffer.alloc(0), 'image_unreadable'],
      ['kop.png', Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n'), Buffer.alloc(200, 7)]), 'image_unreadable'],
      [
        'icoon.svg',
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'svg_not_allowed',
      ],
      ['stil.png', Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg_not_allowed'],
      ['groot.png', Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'image_too_large'],
    ];
    const got = [];
    for (const [name, content] of cases) {
      const res = await upload(admin, name, content);
      got.push([res.statusCode, res.json().error]);
    }
    expect(got).toEqual(cases.map((c) => [400, c[2]]));
    const huge = await sharp({ create: { width: 4100, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload(admin, 'breed.png', huge)).json()).toEqual({ error: 'image_too_many_pixels' });
    expect((await admin.post('/api/media', { file: 'x' })).json()).toEqual({ error: 'invalid_request' });
    const after = await ctx.app.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('looks up the stored files behind a draft’s paths, an upload not yet published among them', async () => {
    const admin = await sessionAs(ctx.app, 'admin@demo.nl');
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#08f' } })
      .png()
      .toBuffer();
    const uploaded = (await upload(admin, 'nieuw.png', png)).json();
    // A shipped image, named as a content file names it (the test database has no content/media paths).
    const shipped = await ctx.app.db
      .insertInto('media')
      .values({
        filename: 'slapen.png',
        mime: 'image/png',
        data: png,
        modified: 1764000000000,
        path: 'images/slapen.png',
      })
      .returning(['id', 'modified'])
      .executeTakeFirstOrThrow();
    const res = await admin.post('/api/media/lookup', {
      paths: [uploaded.path, 'images/slapen.png', './images/slapen.png', 'images/bestaat-niet.png'],
    });
    expect(res.statusCode).toBe(200);
    const ref = { id: shipped.id, modified: Number(shipped.modified) };
    expect(res.json()).toEqual({
      items: [
        { path: uploaded.path, id: uploaded.id, modified: uploaded.modified },
        { path: 'images/slapen.png', ...ref },
        { path: './images/slapen.png', ...ref },
      ],
    });
    expect((await admin.post('/api/media/lookup', { paths: 'images/slapen.svg' })).statusCode).toBe(400);
    expect((await admin.post('/api/media/lookup', { paths: [] })).json()).toEqual({ items: [] });
  });

  it('is for admins only', async () => {
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    for (const username of ['manager@demo.nl', 'leerling@demo.nl'])
      expect((await upload(await sessionAs(ctx.app, username), 'a.png', png)).statusCode).toBe(403);
  });
});
