import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/fetch-stub';
import { renderApp } from '@/test/render-app';
import { MAIL_DOMAIN, overview } from './diagnostics-test-data';
import { shellRoutes } from '@/test/fixtures';

describe('Account health', () => {
  it('counts services by health and lists them worst first, each linking to its own health page', async () => {
    stubFetch({ ...shellRoutes(), 'GET /api/v1/diagnostics/overview': json(overview()) });
    renderApp('/diagnostics/overview');
    const list = await screen.findByRole('list', { name: 'Services, worst first' });
    const items = within(list)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(items).toEqual([
      [MAIL_DOMAIN, '/diagnostics/service/42'],
      ['old-shop.example', '/diagnostics/service/43'],
      ['nordlight-studio.com', '/diagnostics/service/41'],
    ]);
    expect(list.textContent).toContain('Expiry: Expires in 12 days.');
    const counts = Array.from(document.querySelectorAll('dl div')).map((d) => d.textContent);
    expect(counts).toEqual(['Problems found1', 'Warnings1', 'Could not check0', 'All good1']);
  });
});
