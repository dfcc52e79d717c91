// The Dutch texts of the components both apps use (../ui): kept here, not in either app's
// messages, so src/common imports neither app. The student app's messages reuse them (app.ts).
export const commonNl = {
  common: {
    yes: 'Ja',
    no: 'Nee',
  },
} as const;

export type CommonMessageKey = `common.${keyof (typeof commonNl)['common']}`;

/** Looks up a Dutch string of the shared components. */
export function t(key: CommonMessageKey): string {
  const [, leaf] = key.split('.') as ['common', keyof (typeof commonNl)['common']];
  return commonNl.common[leaf];
}
