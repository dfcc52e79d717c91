// Logout asks 'Weet je zeker dat je uit wilt loggen.' in an accessible dialog, then POST /logout,
// clears account and test data, says 'Uitgelogd!' and goes home.
import { screen, within } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { makeAccount } from '../fixtures/account';
import { model } from '../mocks/model';
import { setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { loggedInWithData } from '../state';

setupMockServer();

function renderLoggedIn(route = '/') {
  const account = makeAccount();
  model.session = account.username;
  return renderWithProviders(<App />, { preloadedState: loggedInWithData(account, model.testData), route });
}

describe('logout', () => {
  it('asks for confirmation and keeps the user logged in on cancel', async () => {
    const { user, store } = renderLoggedIn();
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Weet je zeker dat je uit wilt loggen.');
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().account.account).not.toBeNull();
    expect(model.calls).not.toContain('POST /logout');
  });

  it('cancels on Escape, traps Tab inside the dialog and gives focus back', async () => {
    const { user, store } = renderLoggedIn();
    const logoutButton = screen.getByRole('button', { name: 'Uitloggen' });
    await user.click(logoutButton);
    const dialog = screen.getByRole('alertdialog');
    const confirmButton = within(dialog).getByRole('button', { name: 'Uitloggen' });
    expect(confirmButton).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.tab();
    expect(confirmButton).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(store.getState().account.account).not.toBeNull();
    expect(logoutButton).toHaveFocus();
  });

  it("logs out after confirmation: 'Uitgelogd!', data cleared, home with the login widget", async () => {
    const { user, store } = renderLoggedIn('/');
    expect(screen.getByRole('heading', { name: 'Beweging' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Uitloggen' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Uitloggen' }));
    expect(await screen.findByText('Uitgelogd!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Aanmelden' })).toBeInTheDocument();
    expect(model.calls).toContain('POST /logout');
    expect(model.session).toBeNull();
    expect(store.getState().account.account).toBeNull();
    expect(store.getState().modules.modules).toEqual([]);
  });
});
