// The "Regels" tab on a phone (issue 33): every part (computed values, rules, result colour, norms) is a
// heading with its count that opens and closes it, closed at first on a narrow screen and open on a wide
// one; a rule shows a one-line summary until "Bewerken" opens its fields.
import { screen, within } from '@testing-library/react';
import { renderManagement } from '../render';
import { server, session, setupManagementServer, staff } from '../mocks/server';
import { moduleHandlers, resetModel } from './moduleMocks';

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
});
