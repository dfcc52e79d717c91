// msw handlers for the module editor over a small in-memory model: the drafts (with revisions, ETag
// and If-Match as the contract says: /work/notes/33-contract.md), the list, move routes, examples,
// versions and publish. Each request is recorded so a test can check what was sent.
import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import type { ContentFile } from '../../../../src/rules/contentFile';
import type { ModuleDraft } from '../../../../src/shared/management/module';

export const contentFile = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '../../../../content/modules', file), 'utf8')) as ContentFile;

export interface Sent {
  method: string;
  url: string;
  ifMatch: string | null;
  body: unknown;
}

export const model = {
  drafts: new Map<number, ModuleDraft>(),
  sent: [] as Sent[],
  published: new Map<number, number>(),
};

export function resetModel(withIds = false) {
  const document = contentFile('03-slaap.json');
  if (withIds) document.module.slides.forEach((slide, i) => Object.assign(slide, { id: 3000 + i + 1 }));
  model.drafts = new Map([
    [
      3,
      {
        id: 3,
        revision: 1,
        document,
        publishedVersion: 1,
        published: { at: '2026-11-20T10:00:00Z', by: 'admin@demo.nl' },
        edited: null,
        changed: false,
      },
    ],
  ]);
  model.sent = [];
  model.published = new Map([[3, 1]]);
}

const revisionOf = (header: string | null) => (header ? Number(header.replace(/^W\//, '').replace(/"/g, '')) : null);

async function record(request: Request): Promise<Sent> {
  const text = request.method === 'GET' ? '' : await request.text();
  const sent = {
    method: request.method,
    url: new URL(request.url).pathname,
    ifMatch: request.headers.get('if-match'),
    body: text ? (JSON.parse(text) as unknown) : null,
  };
  model.sent.push(sent);
  return sent;
}

const withEtag = (draft: ModuleDraft) => HttpResponse.json(draft, { headers: { ETag: `"${draft.revision}"` } });

export const moduleHandlers = [
  http.get('/api/module', () =>
    HttpResponse.json({
      items: [...model.drafts.values()].map((d) => ({
        id: d.id,
        name: d.document.module.name,
        title: d.document.module.title,
        topicName: d.document.topic.name,
        publishedVersion: d.publishedVersion,
        published: d.published,
        revision: d.revision,
        changed: d.changed,
        edited: d.edited,
      })),
    }),
  ),
  http.get('/api/module/:id', ({ params }) => {
    const draft = model.drafts.get(Number(params.id));
    return draft ? withEtag(draft) : HttpResponse.json({ error: 'module_not_found' }, { status: 404 });
  }),
  http.post('/api/module/:id', async ({ params, request }) => {
    const sent = await record(request);
    const draft = model.drafts.get(Number(params.id))!;
    if (revisionOf(sent.ifMatch) !== draft.revision)
      return HttpResponse.json({ error: 'stale_revision', current: draft }, { status: 409 });
    const next = {
      ...draft,
      revision: draft.revision + 1,
      document: (sent.body as { document: ContentFile }).document,
      changed: true,
    };
    model.drafts.set(draft.id, next);
    return withEtag(next);
  }),
  http.post('/api/slide/:id/move/:target', async ({ params, request }) => {
    const sent = await record(request);
    const draft = model.drafts.get(3)!;
    if (revisionOf(sent.ifMatch) !== draft.revision)
      return HttpResponse.json({ error: 'stale_revision', current: draft }, { status: 409 });
    const slides = [...draft.document.module.slides];
    const from = slides.findIndex((s) => (s as { id?: number }).id === Number(params.id));
    const [slide] = slides.splice(from, 1);
    slides.splice(Number(params.target), 0, slide);
    const next = {
      ...draft,
      revision: draft.revision + 1,
      document: { ...draft.document, module: { ...draft.document.module, slides } },
    };
    model.drafts.set(3, next);
    return HttpResponse.json({ success: true }, { headers: { ETag: `"${next.revision}"` } });
  }),
  http.get('/api/module/:id/examples', () => HttpResponse.json({ items: [] })),
  http.post('/api/module/:id/examples', async ({ params, request }) => {
    const sent = await record(request);
    // As the server: saved against the draft's revision, like every draft write (it does not raise it).
    const draft = model.drafts.get(Number(params.id))!;
    if (revisionOf(sent.ifMatch) !== draft.revision)
      return HttpResponse.json({ error: 'stale_revision', current: draft }, { status: 409 });
    return HttpResponse.json({
      id: 1,
      moduleId: Number(params.id),
      ...(sent.body as object),
      saved: { at: '2026-11-26T10:00:00Z', by: 'admin@demo.nl' },
    });
  }),
  http.get('/api/module/:id/versions', () =>
    HttpResponse.json({
      id: 3,
      items: [
        {
          version: 1,
          title: 'Slaap',
          published: { at: '2026-11-20T10:00:00Z', by: 'admin@demo.nl' },
          restoredFrom: null,
          testCount: 4,
          current: true,
        },
      ],
    }),
  ),
  http.get('/api/module/:id/check', () => HttpResponse.json({ problems: [], warnings: [], examples: [] })),
  http.post('/api/module/:id/publish', async ({ params, request }) => {
    const sent = await record(request);
    const draft = model.drafts.get(Number(params.id))!;
    if (draft.document.module.title === '')
      return HttpResponse.json(
        {
          error: 'content_problems',
          problems: [{ place: '', field: 'title', message: 'De titel is leeg.', path: '/module/title' }],
          warnings: [],
        },
        { status: 400 },
      );
    if (revisionOf(sent.ifMatch) !== draft.revision)
      return HttpResponse.json({ error: 'stale_revision', current: draft }, { status: 409 });
    const version = (model.published.get(draft.id) ?? 0) + 1;
    model.published.set(draft.id, version);
    return HttpResponse.json({
      id: draft.id,
      version,
      published: { at: '2026-11-26T10:00:00Z', by: 'admin@demo.nl' },
      revision: draft.revision,
    });
  }),
];
