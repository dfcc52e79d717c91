// Translates the jexl subset our content files use into SurveyJS expressions, so the reference
// page and the rule benchmark run the same conditions. Names: q.X → {X} (the question), computed.X
// → {computed_X}, norm.X → {norm_X}, skipped.X → {skipped_X} (calculated values), age/gender →
// the meta questions, count_* → calculated counts.
const NULL_TEST = /\b(q|computed|norm|skipped)\.(\w+)\s*(==|!=)\s*null\b/g;
const OR_ZERO = /\(\s*q\.(\w+)\s*\|\|\s*0\s*\)/g;
const IN_LIST = /(\d+|'[^']*')\s+in\s+q\.(\w+)/g;
const NAMES = /\b(q|computed|norm|skipped)\.(\w+)\b|\b(age|gender|count_bad|count_warning|count_good|count_neutral)\b/g;

export function variableFor(prefix: string, name: string): string {
  return prefix === 'q' ? `{${name}}` : `{${prefix}_${name}}`;
}

export function toSurveyExpression(jexl: string): string {
  return (
    jexl
      .replace(NULL_TEST, (_m, prefix: string, name: string, op: string) => `${variableFor(prefix, name)} ${op === '==' ? 'empty' : 'notempty'}`)
      .replace(OR_ZERO, (_m, name: string) => `iif({${name}} notempty, {${name}}, 0)`)
      .replace(IN_LIST, (_m, value: string, name: string) => `{${name}} contains ${value}`)
      // Names already wrapped in braces above are left alone (they are preceded by '{').
      .replace(NAMES, (m, prefix: string | undefined, name: string | undefined, meta: string | undefined, offset: number, all: string) => {
        if (all[offset - 1] === '{') return m;
        return prefix && name ? variableFor(prefix, name) : `{${meta}}`;
      })
      .replace(/&&/g, 'and')
      .replace(/\|\|/g, 'or')
      .replace(/==/g, '=')
  );
}
