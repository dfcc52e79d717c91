// /api/topics: the tiles students see (issue 33, "Topics"). The list has one revision, sent as the ETag of
// every answer; each write carries the revision it was based on in If-Match (409 stale_revision when a
// colleague wrote in between), so every call here answers the new revision beside its data.
import type { AxiosResponse } from 'axios';
import { apiClient } from '../../common/api/client';
import { errorCode, errorStatus } from '../../common/api/failure';
import type { Topic, TopicBody, TopicList } from '../../shared/management/topic';
import { ifMatch } from './module';

export interface Revised<T> {
  data: T;
  /** The topic list's revision after this call (null when the answer carried no ETag). */
  revision: number | null;
}

/** `"123"` or `W/"123"` → 123. */
export function revisionOfEtag(etag: unknown): number | null {
  if (typeof etag !== 'string') return null;
  const m = /^\s*(?:W\/)?"?(\d{1,9})"?\s*$/.exec(etag);
  return m ? Number(m[1]) : null;
}

const revised = <T>(response: AxiosResponse<T>): Revised<T> => ({
  data: response.data,
  revision: revisionOfEtag(response.headers.etag),
});

/** A write refused because a colleague changed the topic list after it was loaded here. */
export const isStaleRevision = (err: unknown) => errorStatus(err) === 409 && errorCode(err) === 'stale_revision';

export const listTopics = async () => revised(await apiClient.get<TopicList>('/api/topics'));
export const getTopic = async (id: number) => revised(await apiClient.get<Topic>(`/api/topics/${id}`));
export const createTopic = async (revision: number, body: TopicBody) =>
  revised(await apiClient.post<Topic>('/api/topics', body, { headers: ifMatch(revision) }));
export const updateTopic = async (id: number, revision: number, body: TopicBody) =>
  revised(await apiClient.post<Topic>(`/api/topics/${id}`, body, { headers: ifMatch(revision) }));
export const deleteTopic = async (id: number, revision: number) =>
  revised(await apiClient.delete<{ success: true }>(`/api/topics/${id}`, { headers: ifMatch(revision) }));
/** `target`: the 0-based place in the list the topic moves to; answers the whole list in its new order. */
export const moveTopic = async (id: number, target: number, revision: number) =>
  revised(await apiClient.post<TopicList>(`/api/topics/${id}/move/${target}`, {}, { headers: ifMatch(revision) }));
