// Sends one queued item through POST /api/action-queue {queue: [item]} and reads its own result,
// so the server validates and handles it exactly like the single endpoints do.
import { apiClient } from '../common/api/client';
import type { ActionQueueResponse, QueueItem } from '../shared/api';

export interface ItemResult {
  status: number;
  error: string | null;
}

export async function sendQueueItem(item: QueueItem): Promise<ItemResult> {
  const { data } = await apiClient.post<ActionQueueResponse>('/api/action-queue', { queue: [item] });
  const result = Array.isArray(data?.results) ? data.results.find((r) => r.id === item.id) : undefined;
  // A 2xx without a result for this id is not a confirmation: treat it as a server fault (retry).
  if (!result || typeof result.status !== 'number') return { status: 502, error: 'missing_result' };
  return { status: result.status, error: result.error ?? null };
}
