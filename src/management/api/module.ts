// /api/module: the module editor's list, drafts (with their revision as ETag / If-Match), publishing,
// versions, export/import and example answer sets (issue 33; /work/notes/33-contract.md).
import { apiClient } from '../../common/api/client';
import { API_BASE_URL } from '../../common/lib/config';
import type {
  ModuleDocument,
  ModuleDraft,
  ModuleList,
  NewModule,
  PublishedVersion,
} from '../../shared/management/module';
import type {
  ContentCheckAnswer,
  ModuleComparison,
  ModuleVersionContent,
  ModuleVersionList,
  PublishInput,
} from '../../shared/management/moduleVersion';
import type {
  ExampleInput,
  ExampleRewrite,
  ModuleExample,
  ModuleExampleList,
} from '../../shared/management/moduleExample';
import type { MediaLookup, UploadedImage } from '../../shared/management/media';

/** The draft's revision as the server wants it back (a strong ETag). */
export const ifMatch = (revision: number) => ({ 'If-Match': `"${revision}"` });

export const listModules = async () => (await apiClient.get<ModuleList>('/api/module')).data.items;
export const createModule = async (body: NewModule) => (await apiClient.post<ModuleDraft>('/api/module', body)).data;
export const getModuleDraft = async (id: number) => (await apiClient.get<ModuleDraft>(`/api/module/${id}`)).data;
/** `examples`: the saved examples the edits' renames rewrote, stored in the same write. */
export const saveModuleDraft = async (
  id: number,
  revision: number,
  document: ModuleDocument,
  examples: ExampleRewrite[] = [],
) =>
  (
    await apiClient.post<ModuleDraft>(
      `/api/module/${id}`,
      examples.length > 0 ? { document, examples } : { document },
      { headers: ifMatch(revision) },
    )
  ).data;

export const checkModule = async (id: number) =>
  (await apiClient.get<ContentCheckAnswer>(`/api/module/${id}/check`)).data;
export const publishModule = async (id: number, revision: number, body: PublishInput) =>
  (await apiClient.post<PublishedVersion>(`/api/module/${id}/publish`, body, { headers: ifMatch(revision) })).data;

export const listVersions = async (id: number) =>
  (await apiClient.get<ModuleVersionList>(`/api/module/${id}/versions`)).data.items;
export const getVersion = async (id: number, version: number) =>
  (await apiClient.get<ModuleVersionContent>(`/api/module/${id}/versions/${version}`)).data;
/** a and b: a version number or 'draft'. */
export const compareVersions = async (id: number, a: string, b: string) =>
  (await apiClient.get<ModuleComparison>(`/api/module/${id}/versions/${a}/compare/${b}`)).data;
export const restoreVersion = async (id: number, version: number, revision: number, body: PublishInput) =>
  (
    await apiClient.post<PublishedVersion>(`/api/module/${id}/versions/${version}/restore`, body, {
      headers: ifMatch(revision),
    })
  ).data;

/** The content file is a plain link: the browser downloads it with the session cookie. */
export const exportUrl = (id: number, version?: number) =>
  `${API_BASE_URL}/api/module/${id}/export${version === undefined ? '' : `?version=${version}`}`;
/** A content file as a new module (target 'new') or as the draft of the module it names. */
export const importModule = async (file: unknown, target: 'new' | 'named') =>
  (
    await apiClient.post<ModuleDraft>('/api/module/import', file, {
      params: target === 'new' ? { target: 'new' } : undefined,
    })
  ).data;

export const listExamples = async (id: number) =>
  (await apiClient.get<ModuleExampleList>(`/api/module/${id}/examples`)).data.items;
/** Against the draft of `revision`: 409 when it is stale, 400 example_names_unknown when it lacks a name. */
export const saveExample = async (id: number, revision: number, body: ExampleInput, exampleId?: number) =>
  (
    await apiClient.post<ModuleExample>(
      exampleId === undefined ? `/api/module/${id}/examples` : `/api/module/${id}/examples/${exampleId}`,
      body,
      { headers: ifMatch(revision) },
    )
  ).data;
export const deleteExample = async (id: number, exampleId: number) => {
  await apiClient.delete(`/api/module/${id}/examples/${exampleId}`);
};

/** GET /api/topics (module-content's topic routes): what a new module needs, its topic's id and name. */
export interface TopicChoice {
  id: number;
  name: string;
}
export const listTopicChoices = async () =>
  (await apiClient.get<{ items: TopicChoice[] }>('/api/topics')).data.items.map(({ id, name }) => ({ id, name }));

/** POST /api/media: an image for a slide, a result text or an icon; the draft names it by the answer's path. */
export const uploadImage = async (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return (await apiClient.post<UploadedImage>('/api/media', form)).data;
};

/** The stored files behind content paths (as a publish resolves them), for the preview's images. */
export const lookupMedia = async (paths: string[]) =>
  (await apiClient.post<MediaLookup>('/api/media/lookup', { paths })).data.items;
