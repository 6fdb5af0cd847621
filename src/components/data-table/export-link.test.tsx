import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExportLink } from './export-link';

const op = { path: '/email/accounts/export' };

describe('the export link', () => {
  it('downloads the list with its filters, without the page’s cursor or size', () => {
    render(<ExportLink op={op} query={{ input: 'a.se', q: 'x', cursor: 'c', limit: 50 }} what="these mailboxes" />);
    const link = screen.getByRole('link', { name: 'Export CSV of these mailboxes' });
    expect(link.getAttribute('href')).toBe('/api/v1/email/accounts/export?input=a.se&q=x');
    expect(link.hasAttribute('download')).toBe(true);
  });

  it('holds its place, not a link, while the filters are not known', () => {
    const { container } = render(<ExportLink op={op} query={null} what="these mailboxes" />);
    expect(screen.queryByRole('link')).toBeNull();
    const placeholder = container.querySelector('a')!;
    expect(placeholder.hasAttribute('href')).toBe(false);
    expect(placeholder.getAttribute('aria-disabled')).toBe('true');
    expect(placeholder.textContent).toBe('Export CSV of these mailboxes');
  });
});
