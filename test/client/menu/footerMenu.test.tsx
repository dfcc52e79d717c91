// The footer menu comes from GET /menu at start; links to other hosts open in a new window.
import { act, screen, within } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { appStarted } from '../../../src/features/account/accountSlice';
import { isExternalUrl } from '../../../src/ui/SmartLink';
import { setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';

setupMockServer();

describe('footer menu', () => {
  it('shows the server items; external ones in a new window without opener', async () => {
    const { store } = renderWithProviders(<App />);
    act(() => {
      store.dispatch(appStarted());
    });
    const nav = await screen.findByRole('navigation', { name: 'Voettekstmenu' });
    const external = within(nav).getByRole('link', { name: /Over ons/ });
    expect(external).toHaveAttribute('href', 'https://www.example.org/over-ons');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveTextContent('(opent in een nieuw venster)');
    const internal = within(nav).getByRole('link', { name: 'Privacy' });
    expect(internal).toHaveAttribute('href', '/privacy.html');
    expect(internal).not.toHaveAttribute('target');
  });
});

describe('isExternalUrl', () => {
  it('decides by host', () => {
    const origin = 'http://localhost';
    expect(isExternalUrl('/privacy.html', origin)).toBe(false);
    expect(isExternalUrl('http://localhost/faq', origin)).toBe(false);
    expect(isExternalUrl('https://www.example.org/', origin)).toBe(true);
    expect(isExternalUrl('mailto:info@example.org', origin)).toBe(true);
  });
});
