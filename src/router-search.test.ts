import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/'] }));
const href = (search: Record<string, unknown>) =>
  router.buildLocation({ to: '/backups', search: search as never }).href;

describe('search values in the address', () => {
  it('writes an id that is all digits as its digits, not in JSON quotes', () => {
    expect(href({ input: 'nordlight-studio.com', backup: '36' })).toBe('/backups?input=nordlight-studio.com&backup=36');
  });

  it('reads it back as the same text', () => {
    const location = router.parseLocation({ pathname: '/backups', search: '?backup=36', hash: '', state: {} } as never);
    expect(location.search).toMatchObject({ backup: 36 });
    // The route's own check (lib/search-params.ts text()) turns the number back into "36".
  });

  it('keeps quotes where digits alone would change the value', () => {
    expect(href({ backup: '007' })).toBe('/backups?backup=007');
    expect(href({ path: '1.50' })).toContain('path=%221.50%22');
    expect(href({ path: 'true' })).toContain('path=%22true%22');
  });
});

describe('search params with a default', () => {
  // Without defaultsLeftOut the router writes the default into the address once the first screen has
  // rendered, a navigation that loads and draws the route a second time (lib/search-params.ts).
  it('are left out of the address on every route that has one', () => {
    const withDefaults = Object.values(router.routesById).filter((route) => {
      const check = route.options.validateSearch as { defaults?: object } | undefined;
      return check?.defaults && Object.keys(check.defaults).length > 0;
    });
    expect(withDefaults.length).toBeGreaterThanOrEqual(10);
    const missing = withDefaults.filter((route) => !route.options.search?.middlewares?.length).map((r) => r.id);
    expect(missing).toEqual([]);
  });
});
