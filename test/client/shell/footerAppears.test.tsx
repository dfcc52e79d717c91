// The footer appears with the page, once the session check and the menu have answered, so it never
// sits at the bottom of an empty page and then jumps away (a layout shift, issue 35).
import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { App } from '../../../src/app/App';
import { appStarted } from '../../../src/features/account/accountSlice';
import { server, setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';

setupMockServer();

describe('the site footer', () => {
  it('waits for the menu, then shows with its links', async () => {
    let answerMenu: () => void = () => undefined;
    const menuAnswered = new Promise<void>((resolve) => {
      answerMenu = resolve;
    });
    server.use(
      http.get('/menu', async () => {
        await menuAnswered;
        return HttpResponse.json([{ label: 'Privacy', uri: '/privacy.html' }]);
      }),
    );
    const { store } = renderWithProviders(<App />);
    act(() => {
      store.dispatch(appStarted());
    });
    // The session check has answered (the login page shows), the menu has not: no footer yet.
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('contentinfo')).toBeNull();
    answerMenu();
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toBeInTheDocument();
  });

  it('shows without links when the menu cannot be had', async () => {
    server.use(
      http.get('/menu', async () => {
        await delay(10);
        return HttpResponse.error();
      }),
    );
    const { store } = renderWithProviders(<App />);
    act(() => {
      store.dispatch(appStarted());
    });
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).queryByRole('navigation')).toBeNull();
    expect(footer).toHaveTextContent('Lifestyle Reality Check');
  });
});
