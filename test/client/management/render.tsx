// Renders the management site (or one page of it) at a path below /beheer, as the browser would.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { ManagementApp } from '../../../src/management/app/ManagementApp';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderManagement(path = '/beheer/') {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter basename="/beheer" initialEntries={[path]}>
      <ManagementApp />
      <Where />
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** The path (below /beheer) and query the router is at now. */
export const currentLocation = () => screen.getByTestId('location').textContent;
