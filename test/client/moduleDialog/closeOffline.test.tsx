// Issue 11 item 1: the module dialog can be left while offline. Escape closes it as × does (as it
// closes the other modals), unless a modal inside it handled the Escape first; and the offline bar
// is part of the dialog's own top bar (the browser test checks that it never covers ×).
import { screen, within } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { dialogState } from './dialogState';

setupMockServer();
beforeEach(() => {
  window.scrollTo = jest.fn();
  localStorage.clear();
});

const offline = () => ({ ...dialogState(), connectivity: { online: false, lastCheckedAt: null } });

it('closes the module on Escape, back to the overview, as × does', async () => {
  const { user, store } = renderWithProviders(<App />, { preloadedState: offline() });
  await user.click(screen.getByRole('button', { name: 'Start: Slaap' }));
  const dialog = screen.getByRole('dialog', { name: 'Slaap' });
  await user.keyboard('{Escape}');
  expect(dialog).not.toBeInTheDocument();
  expect(store.getState().moduleDialog.moduleId).toBeNull();
  expect(screen.getByRole('button', { name: 'Start: Slaap' })).toBeInTheDocument();
});

it('shows the offline bar inside the dialog, before its title bar with ×, and only once', async () => {
  const { user } = renderWithProviders(<App />, { preloadedState: offline() });
  await user.click(screen.getByRole('button', { name: 'Start: Slaap' }));
  const dialog = screen.getByRole('dialog', { name: 'Slaap' });
  const bars = screen.getAllByText('Je bent offline.');
  expect(bars).toHaveLength(1);
  expect(dialog).toContainElement(bars[0]);
  const close = within(dialog).getByRole('button', { name: 'Slaap sluiten' });
  expect(bars[0].compareDocumentPosition(close) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

it('leaves an Escape to a modal inside the dialog: it closes that modal, not the module', async () => {
  const { user } = renderWithProviders(<App />, { preloadedState: offline() });
  await user.click(screen.getByRole('button', { name: 'Start: Slaap' }));
  await user.click(screen.getByRole('button', { name: 'Start' }));
  await user.click(screen.getByRole('button', { name: 'Vragenlijst overslaan' }));
  expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Slaap' })).toBeInTheDocument();
});
