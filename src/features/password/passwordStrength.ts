// Password strength 0–4 with zxcvbn-ts (common + Dutch dictionaries). The library and its word
// lists weigh several hundred kB, so they are loaded on first use with dynamic import(): the
// login page bundle does not carry them.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type { MessageKey } from '../../i18n/nl';
import { isCommonDutchPassword } from '../../rules/dutchPasswords';

export type StrengthScore = 0 | 1 | 2 | 3 | 4;

let factory: Promise<ZxcvbnFactory> | null = null;

function loadFactory(): Promise<ZxcvbnFactory> {
  factory ??= Promise.all([
    import(/* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/core'),
    import(/* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/language-common'),
    import(/* webpackChunkName: "zxcvbn" */ '@zxcvbn-ts/language-nl-be'),
  ]).then(
    ([core, common, nl]) =>
      new core.ZxcvbnFactory({
        translations: nl.translations,
        graphs: common.adjacencyGraphs,
        dictionary: { ...common.dictionary, ...nl.dictionary },
      }),
  );
  return factory;
}

export async function passwordScore(password: string, userInputs: string[] = []): Promise<StrengthScore> {
  // The server refuses these as breached; the meter must not call 'Wachtwoord1!' merely 'zwak'.
  if (isCommonDutchPassword(password)) return 0;
  return (await loadFactory()).check(password, userInputs).score;
}

export const STRENGTH_LABELS: Record<StrengthScore, MessageKey> = {
  0: 'password.strengthLabels.s0',
  1: 'password.strengthLabels.s1',
  2: 'password.strengthLabels.s2',
  3: 'password.strengthLabels.s3',
  4: 'password.strengthLabels.s4',
};

export const MIN_PASSWORD_LENGTH = 10;

/** Spec section 4/5: the meter shows only when both fields match and are long enough. */
export const showsStrength = (password: string, repeat: string): boolean =>
  password.length >= MIN_PASSWORD_LENGTH && password === repeat;
