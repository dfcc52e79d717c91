// The "Regels" tab on a phone (issue 33): every part (computed values, rules, result colour, norms) is a
// heading with its count that opens and closes it, closed at first on a narrow screen and open on a wide
// one; a rule shows a one-line summary until "Bewerken" opens its fields. Renaming a computed value takes its
// reads and the saved examples' expected value along, as one edit.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderManagement } from '../render';
import { server, session, setupManagementServer, staff } from '../mocks/server';
import { model, moduleHandlers, resetModel } from './moduleMocks';
import { blankOutcome } from '../../../fixtures/exampleOutcome';

jest.mock('../../../../src/management/app/navigateAway', () => ({ navigateAway: jest.fn() }));
jest.setTimeout(90_000);

setupManagementServer();

/** A screen `width` px wide, as far as matchMedia('(min-width: 64em)') is asked. */
function screenWidth(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: /min-width: 64em/.test(query) ? width >= 1024 : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

beforeEach(() => {
  session.account = staff.admin();
  resetModel();
  server.use(...moduleHandlers);
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

const part = (name: RegExp) => screen.getByRole('button', { name });

describe('the rules tab', () => {
  it('on a phone is a list of closed parts with their counts; each opens by its heading, or all at once', async () => {
    screenWidth(375);
    const { user } = renderManagement('/beheer/modules/3/regels');
    await screen.findByRole('heading', { level: 2, name: 'Regels (11)' });
    for (const name of [
      /^Berekende waarden \(4\)/,
      /^Regels \(11\)/,
      /^Kleur van het resultaat \(4\)/,
      /^Normen \(3\)/,
    ])
      expect(part(name)).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('list', { name: 'Regels' })).not.toBeInTheDocument();

    await user.click(part(/^Regels \(11\)/));
    expect(part(/^Regels \(11\)/)).toHaveAttribute('aria-expanded', 'true');
    const rules = within(screen.getByRole('list', { name: 'Regels' })).getAllByRole('listitem');
    expect(rules).toHaveLength(11);
    // Closed, a rule says what it asks and does; its fields open with "Bewerken".
    expect(rules[8]).toHaveTextContent('Regel 9q.inslapen >= 2→ tonen: inslapen · acties: avondritueel');
    expect(within(rules[8]).queryByRole('combobox')).not.toBeInTheDocument();
    await user.click(within(rules[8]).getByRole('button', { name: 'Bewerken: Regel 9' }));
    expect(within(rules[8]).getByRole('combobox', { name: /^Als \(voorwaarde\)/ })).toHaveValue('q.inslapen >= 2');
    expect(within(rules[8]).getByRole('button', { name: 'Sluiten: Regel 9' })).toHaveAttribute('aria-expanded', 'true');

    // By keyboard: the heading's button toggles with Enter.
    part(/^Regels \(11\)/).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('list', { name: 'Regels' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Alles openklappen' }));
    for (const name of [/^Berekende waarden/, /^Regels/, /^Kleur van het resultaat/, /^Normen/])
      expect(part(name)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Alles dichtklappen' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('on a wide screen starts with every part open', async () => {
    screenWidth(1280);
    renderManagement('/beheer/modules/3/regels');
    await screen.findByRole('heading', { level: 2, name: 'Regels (11)' });
    for (const name of [/^Berekende waarden/, /^Regels/, /^Kleur van het resultaat/, /^Normen/])
      expect(part(name)).toHaveAttribute('aria-expanded', 'true');
    expect(within(screen.getByRole('list', { name: 'Regels' })).getAllByRole('listitem')).toHaveLength(11);
  });

  it("renames a computed value in the rules that read it and in the examples' expected values, as one undo step", async () => {
    const expected = blankOutcome({
      result: 'bad',
      computed: { slaap_schooldagen: 7, slaap_weekend: 10, inhaalslaap: 3, slaap_gemiddeld: 7.9 },
    });
    const example = {
      id: 4,
      moduleId: 3,
      name: 'Veel inhalen',
      meta: { age: 16, gender: 'female' },
      answers: [{ slide: 'slaaptijden', subRanges: { school: [23, 6], weekend: [23, 9] } }],
      expected,
      saved: { at: '2026-11-26T10:00:00Z', by: 'admin@demo.nl' },
    };
    server.use(http.get('/api/module/:id/examples', () => HttpResponse.json({ items: [example] })));
    screenWidth(1280);
    const { user } = renderManagement('/beheer/modules/3/regels');
    await screen.findByRole('heading', { level: 2, name: 'Regels (11)' });
    const name = screen.getByDisplayValue('inhaalslaap');
    await user.clear(name);
    await user.type(name, 'slaap_inhalen{Enter}');
    expect(
      screen.getByText(/^‘inhaalslaap’ heet nu ‘slaap_inhalen’; ook aangepast \(2\): .*Voorbeeld ‘Veel inhalen’/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('Opgeslagen.');
    const saved = () => model.drafts.get(3)!.document.config;
    // The value keeps its place: the order is the evaluation order.
    expect(Object.keys(saved().computed!)).toEqual([
      'slaap_schooldagen',
      'slaap_weekend',
      'slaap_inhalen',
      'slaap_gemiddeld',
    ]);
    expect(saved().rules![5].when).toBe('computed.slaap_inhalen >= 2');
    const saves = () => model.sent.filter((s) => s.method === 'POST' && s.url === '/api/module/3');
    const sentExamples = (n: number) =>
      (saves()[n].body as { examples: Array<{ expected: typeof expected }> }).examples;
    expect(Object.entries(sentExamples(0)[0].expected.computed)).toEqual([
      ['slaap_schooldagen', 7],
      ['slaap_weekend', 10],
      ['slaap_inhalen', 3],
      ['slaap_gemiddeld', 7.9],
    ]);
    // One undo takes back the name, the rule and the example.
    await user.click(screen.getByRole('button', { name: /^Ongedaan maken/ }));
    expect(screen.getByDisplayValue('inhaalslaap')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saved().rules![5].when).toBe('computed.inhaalslaap >= 2');
    expect(sentExamples(1)).toEqual([{ id: 4, answers: example.answers, expected, savedAt: example.saved.at }]);
  });
});
