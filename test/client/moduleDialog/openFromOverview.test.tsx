// Opening a module from an overview tile: the topic images are preloaded, the page scrolls to the
// top, and the full-screen dialog replaces the whole shell until CLOSE_MODULE.
import { screen } from '@testing-library/react';
import { App } from '../../../src/app/App';
import { imageUrl } from '../../../src/api/media';
import { sleep } from '../fixtures/dialogModules';
import { setupMockServer } from '../mocks/server';
import { renderWithProviders } from '../renderWithProviders';
import { dialogState } from './dialogState';

setupMockServer();

const preloaded: string[] = [];
class FakeImage {
  set src(url: string) {
    preloaded.push(url);
  }
}
const RealImage = window.Image;

beforeEach(() => {
  preloaded.length = 0;
  window.scrollTo = jest.fn();
  window.Image = FakeImage as unknown as typeof Image;
  localStorage.clear();
});
afterEach(() => {
  window.Image = RealImage;
});

it('opens the module dialog in place of the shell and closes back to the overview', async () => {
  const { user } = renderWithProviders(<App />, { preloadedState: dialogState() });
  await user.click(screen.getByRole('button', { name: 'Start: Slaap' }));

  const { image, icon } = sleep.module.topic;
  expect(preloaded).toEqual(expect.arrayContaining([imageUrl(image!, 600), imageUrl(icon!, 360)]));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  expect(screen.getByRole('dialog', { name: 'Slaap' })).toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  expect(screen.queryByRole('main')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Slaap sluiten' }));
  expect(screen.queryByRole('dialog', { name: 'Slaap' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Start: Slaap' })).toBeInTheDocument();
});
