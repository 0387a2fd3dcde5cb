import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminNav } from './admin-nav.tsx';

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminNav />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Admin sections' });
}

describe('AdminNav', () => {
  it.each([
    ['/admin', 'Dashboard'],
    ['/admin/generate-sample-events', 'Sample events'],
    ['/admin/settings', 'Settings'],
  ])('marks the current section on %s', (path, label) => {
    const nav = renderAt(path);
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([label]);
  });

  it('wraps its links instead of hiding some off screen', () => {
    const nav = renderAt('/admin');
    expect(within(nav).getAllByRole('link')).toHaveLength(6);
    expect(nav.className).not.toMatch(/overflow/);
    expect(within(nav).getByRole('list').className).toMatch(/flex-wrap/);
  });
});
