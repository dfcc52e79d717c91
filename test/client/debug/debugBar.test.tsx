// The debug view: on with ?debug (remembered in the show_debug cookie, 1/0, path /), off with
// ?debug=0; the debug bar shows the rule engine's processed state and the answers.
import { screen, within } from '@testing-library/react';
import { DebugBar } from '../../../src/features/debug/components/DebugBar';
import { debugFromQuery, isDebugMode, readDebugCookie } from '../../../src/features/debug/debugMode';
import { rootReducer, type RootState } from '../../../src/app/store';
import type { ProcessedState } from '../../../src/rules/types';
import { makeAccount } from '../fixtures/account';
import { renderWithProviders } from '../renderWithProviders';
import { emptyAnswer } from '../../../src/rules/emptyAnswer';

function clearCookie() {
  document.cookie = 'show_debug=; path=/; max-age=0';
}

function visit(search: string) {
  window.history.replaceState(null, '', `/${search}`);
}

afterEach(() => {
  clearCookie();
  visit('');
});

describe('debug mode', () => {
  it('reads the query parameter and remembers it in the show_debug cookie', () => {
    expect(isDebugMode()).toBe(false);
    visit('?debug');
    expect(isDebugMode()).toBe(true);
    expect(readDebugCookie(document.cookie)).toBe(true);
    visit('');
    expect(isDebugMode()).toBe(true); // remembered
    visit('?debug=0');
    expect(isDebugMode()).toBe(false);
    expect(document.cookie).toContain('show_debug=0');
    visit('');
    expect(isDebugMode()).toBe(false);
  });

  it('parses the query and the cookie strictly', () => {
    expect(debugFromQuery('?debug=1')).toBe(true);
    expect(debugFromQuery('?debug=false')).toBe(false);
    expect(debugFromQuery('?x=1')).toBeNull();
    expect(readDebugCookie('a=1; show_debug=1')).toBe(true);
    expect(readDebugCookie('xshow_debug=1')).toBeNull();
  });
});

describe('DebugBar', () => {
  const processed: ProcessedState = {
    skipSlides: ['club'],
    skipTexts: ['goed'],
    skipQuestionIds: [1002],
    skipToEndFrom: 'einde',
    actions: ['meer_bewegen'],
    resultTexts: ['weinig'],
    selectedActions: ['meer_bewegen'],
    result: 'bad',
    computedResult: { dagen_dubbel: 0 },
    normResult: [{ name: 'dagen', title: 'Sportdagen', value: 0, result: 'bad' }],
  };

  function state(): Partial<RootState> {
    const base = rootReducer(undefined, { type: '@@init' });
    return {
      account: { ...base.account, account: makeAccount({ id: 42 }), initialised: true },
      moduleDialog: { ...base.moduleDialog, moduleId: 7, stage: 'slides', processed },
      attempts: {
        byModule: {
          7: {
            id: 't1',
            module: 7,
            meta: { age: 17, gender: 'female' },
            computed: {},
            finished: false,
            updatedAt: Date.now(),
            answers: [{ ...emptyAnswer({ id: 1001 }), options: [100101] }],
          },
        },
      },
    };
  }

  it('lists every processed field and the answers', async () => {
    const { user } = renderWithProviders(<DebugBar />, { preloadedState: state() });
    const bar = screen.getByRole('complementary', { name: 'Debug' });
    for (const key of Object.keys(processed)) expect(within(bar).getByText(key)).toBeInTheDocument();
    expect(bar).toHaveTextContent('"club"');
    expect(bar).toHaveTextContent('"einde"');
    expect(bar).toHaveTextContent('"dagen_dubbel": 0');
    expect(bar).toHaveTextContent('"Sportdagen"');
    await user.click(within(bar).getByText('Antwoorden'));
    expect(bar).toHaveTextContent('"question": 1001');
    expect(bar).toHaveTextContent('"gender": "female"');

    await user.click(within(bar).getByRole('button', { name: 'Debug uitzetten' }));
    expect(screen.queryByRole('complementary', { name: 'Debug' })).not.toBeInTheDocument();
    expect(readDebugCookie(document.cookie)).toBe(false);
  });
});
