// Topics are shared by modules through a key (`topic.key`; without one, the topic's name is its key). Every
// module that names a topic must describe it the same way: before issue 23 a module whose topic had the name
// of another's silently joined it, took over its status (a disabled tile) and lost its own contact data.
import type { ContentFile } from './contentFile';

export type TopicBlock = ContentFile['topic'];

export const topicKeyOf = (topic: Pick<TopicBlock, 'key' | 'name'>): string => topic.key ?? topic.name;

const FIELDS = ['name', 'category', 'status', 'icon', 'image', 'contactData'] as const;

/** JSON with sorted keys, so `{a, b}` and `{b, a}` compare equal. */
function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/**
 * The first field in which `topic` differs from `earlier` (the same topic as another file describes it), as
 * one Dutch line naming that file; null when they agree.
 */
export function topicDisagreement(topic: TopicBlock, earlier: TopicBlock, earlierWhere: string): string | null {
  const key = topicKeyOf(topic);
  for (const field of FIELDS) {
    const mine = canonical(topic[field]);
    const theirs = canonical(earlier[field]);
    if (mine !== theirs)
      return `onderwerp "${key}" · ${field}: ${mine} wijkt af van ${theirs} in ${earlierWhere}; modules met hetzelfde onderwerp moeten het gelijk beschrijven (of geef dit onderwerp een eigen key)`;
  }
  return null;
}

/** Two different topics with one name would show two tiles that read the same. */
export const sameNameMessage = (topic: TopicBlock, otherKey: string, otherWhere: string): string =>
  `onderwerp "${topicKeyOf(topic)}" · name: "${topic.name}" is ook de naam van onderwerp "${otherKey}" in ${otherWhere}; geef het een eigen naam, of dezelfde key`;
