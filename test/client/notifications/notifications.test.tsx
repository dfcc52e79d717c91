// Notifications close themselves after 5000 ms (saga with delay) and can be closed by hand.
import { act, screen } from '@testing-library/react';
import { NotificationsHost } from '../../../src/features/notifications/components/NotificationsHost';
import { notify } from '../../../src/features/notifications/notificationsSlice';
import { renderWithProviders } from '../renderWithProviders';

beforeEach(() => jest.useFakeTimers());

/** Advances fake time inside act and lets the saga's resumed delay (a promise) settle too. */
async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}
afterEach(() => jest.useRealTimers());

function setup() {
  return renderWithProviders(<NotificationsHost />, { userOptions: { advanceTimers: jest.advanceTimersByTime } });
}

describe('notifications', () => {
  it('shows header and text, and closes after exactly 5000 ms', async () => {
    const { store } = setup();
    act(() => {
      store.dispatch(notify({ type: 'success', header: 'Ingelogd!', text: 'Welkom terug.' }));
    });
    expect(screen.getByText('Ingelogd!')).toBeInTheDocument();
    expect(screen.getByText('Welkom terug.')).toBeInTheDocument();
    await advance(4999);
    expect(screen.getByText('Ingelogd!')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Ingelogd!')).not.toBeInTheDocument();
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('times every notification on its own', async () => {
    const { store } = setup();
    act(() => {
      store.dispatch(notify({ type: 'warning', header: 'Eerste' }));
    });
    await advance(3000);
    act(() => {
      store.dispatch(notify({ type: 'danger', header: 'Tweede' }));
    });
    await advance(2000);
    expect(screen.queryByText('Eerste')).not.toBeInTheDocument();
    expect(screen.getByText('Tweede')).toBeInTheDocument();
    await advance(3000);
    expect(screen.queryByText('Tweede')).not.toBeInTheDocument();
  });

  it('closes by hand with the close button', async () => {
    const { store, user } = setup();
    act(() => {
      store.dispatch(notify({ type: 'warning', header: 'Let op' }));
    });
    await user.click(screen.getByRole('button', { name: 'Melding sluiten' }));
    expect(screen.queryByText('Let op')).not.toBeInTheDocument();
    // The pending auto-close for the removed notification is harmless.
    await advance(5000);
    expect(store.getState().notifications.items).toEqual([]);
  });

  // WCAG 2.2.1: a message does not vanish while the student is reading it (pointer on it) or
  // working with it (focus in it); it closes 5000 ms after the pointer or focus has left.
  it('pauses while the pointer is on it, and closes 5000 ms after it left', async () => {
    const { store, user } = setup();
    act(() => {
      store.dispatch(notify({ type: 'success', header: 'Ingelogd!' }));
    });
    await advance(3000);
    await user.hover(screen.getByText('Ingelogd!'));
    await advance(10_000);
    expect(screen.getByText('Ingelogd!')).toBeInTheDocument();
    await user.unhover(screen.getByText('Ingelogd!'));
    await advance(4999);
    expect(screen.getByText('Ingelogd!')).toBeInTheDocument();
    await advance(1);
    expect(screen.queryByText('Ingelogd!')).not.toBeInTheDocument();
  });

  it('pauses while the focus is in it', async () => {
    const { store } = setup();
    act(() => {
      store.dispatch(notify({ type: 'warning', header: 'Let op' }));
    });
    act(() => screen.getByRole('button', { name: 'Melding sluiten' }).focus());
    await advance(10_000);
    expect(screen.getByText('Let op')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Melding sluiten' }).blur());
    await advance(5000);
    expect(screen.queryByText('Let op')).not.toBeInTheDocument();
  });

  it('announces danger messages assertively and others politely', () => {
    const { store } = setup();
    act(() => {
      store.dispatch(notify({ type: 'danger', header: 'Oeps, er gaat iets mis!' }));
      store.dispatch(notify({ type: 'success', header: 'Uitgelogd!' }));
    });
    expect(screen.getByText('Oeps, er gaat iets mis!').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'assertive',
    );
    expect(screen.getByText('Uitgelogd!').closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});
