// Where in a content file a checker problem points, as a JSON pointer ('/module/slides/3/options/2/value'),
// so the module editor can put the message next to its field. The inverse of checkContent.ts's placeOf,
// and a reader of validateConfig's own "slide "x": …" and "rules[2].when: …" messages. Pure.
import type { ContentFile } from './contentFile';
import type { ContentProblem } from './contentProblem';

const escape = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** 'options[2].value' → '/options/2/value'. */
export function fieldPointer(field: string): string {
  if (!field) return '';
  // 'start/end' (an overlap names both bounds): the first is where the message goes.
  return field
    .split('/')[0]
    .split('.')
    .flatMap((part) => {
      const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
      if (!m) return [escape(part)];
      const indexes = [...m[2].matchAll(/\[(\d+)\]/g)].map((x) => x[1]);
      return [...(m[1] ? [escape(m[1])] : []), ...indexes];
    })
    .map((s) => `/${s}`)
    .join('');
}

const slideIndex = (file: ContentFile | null, name: string): number =>
  file?.module?.slides?.findIndex((s) => s.name === name) ?? -1;

function placePointer(place: string): string | null {
  let m = /^dia (\d+)\b/.exec(place);
  if (m) return `/module/slides/${Number(m[1]) - 1}`;
  m = /^resultaattekst (\d+)\b/.exec(place);
  if (m) return `/module/result_texts/${Number(m[1]) - 1}`;
  m = /^regel (\d+)$/.exec(place);
  if (m) return `/config/rules/${Number(m[1]) - 1}`;
  m = /^result (\d+)$/.exec(place);
  if (m) return `/config/result/${Number(m[1]) - 1}`;
  m = /^actie (\d+)\b/.exec(place);
  if (m) return `/config/actions/${Number(m[1]) - 1}`;
  m = /^norm "(.+)"\[(\d+)\]$/.exec(place);
  if (m) return `/config/norm/${escape(m[1])}/${m[2]}`;
  m = /^norm "(.+)"$/.exec(place);
  if (m) return `/config/norm/${escape(m[1])}`;
  m = /^computed "(.+)"$/.exec(place);
  if (m) return `/config/computed/${escape(m[1])}`;
  if (['topic', 'module', 'config', 'lessonGuide'].includes(place)) return `/${place}`;
  return null;
}

/** validateConfig's messages carry their place in the text. */
function messagePointer(message: string, file: ContentFile | null): string | null {
  let m = /^(rules|result|actions)\[(\d+)\]\.?([a-z_]*)/.exec(message);
  if (m) return `/config/${m[1]}/${m[2]}${m[3] ? `/${m[3]}` : ''}`;
  m = /^computed ([A-Za-z0-9_]+)/.exec(message);
  if (m) return `/config/computed/${m[1]}`;
  m = /^norm ([A-Za-z0-9_]+)(?:\[(\d+)\])?/.exec(message);
  if (m) return `/config/norm/${m[1]}${m[2] === undefined ? '' : `/${m[2]}`}`;
  m = /^slide "([^"]+)"/.exec(message);
  if (m) {
    const i = slideIndex(file, m[1]);
    return i >= 0 ? `/module/slides/${i}` : null;
  }
  return null;
}

/** The JSON pointer of a problem; null when it is about the module as a whole (or its place is unknown). */
export function problemPath(problem: ContentProblem, file: unknown): string | null {
  const doc = (file && typeof file === 'object' ? file : null) as ContentFile | null;
  if (!problem.place) return messagePointer(problem.message, doc);
  const base = placePointer(problem.place);
  return base === null ? null : base + fieldPointer(problem.field);
}
