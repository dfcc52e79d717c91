// Issue 12 item 9: the sidebar's info texts looked like headings; they are disclosure buttons now.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SlideSidebar } from '../../../src/features/moduleDialog/components/SlideSidebar';
import { makeSlide } from '../questions/fixtures';
import { fitheid } from '../fixtures/dialogModules';

it('shows each info text as a button that says whether its text is open', async () => {
  const user = userEvent.setup();
  const slide = makeSlide({
    info_texts: [
      { name: 'Matig intensief', text: '<p>Je hart gaat sneller kloppen.</p>' },
      { name: 'Zwaar intensief', text: '<p>Je raakt buiten adem.</p>' },
    ],
  });
  render(<SlideSidebar module={fitheid.module} slide={slide} />);
  const button = screen.getByRole('button', { name: 'Matig intensief' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('Je hart gaat sneller kloppen.')).not.toBeVisible();
  expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(
    screen.getByText('Je hart gaat sneller kloppen.'),
  );

  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Je hart gaat sneller kloppen.')).toBeVisible();
  expect(screen.getByText('Je raakt buiten adem.')).not.toBeVisible();

  await user.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
});
