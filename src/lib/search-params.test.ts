import { describe, expect, it } from 'vitest';
import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { tldFilter } from '@contract/domains-snapback-tld';
import {
  defaultsLeftOut,
  flag,
  isoDate,
  oneOf,
  optional,
  refine,
  searchParams,
  text,
  wholeNumber,
  withDefault,
} from './search-params';

const validate = searchParams({
  q: optional(text(5, { trim: true })),
  status: optional(oneOf(['active', 'expired'])),
  tab: withDefault(oneOf(['overview', 'dns']), 'overview'),
  days: optional(wholeNumber(1, 365)),
  from: optional(isoDate),
  expired: optional(flag),
  tld: optional(refine(text(63, { trim: true }), tldFilter)),
});
// What the router hands a validator: the URL's params, parsed as JSON where they are JSON.
const search = (raw: Record<string, unknown>) => validate(raw as never);

describe('searchParams', () => {
  it('keeps the values each param accepts, in their checked form', () => {
    expect(
      search({ q: ' ab ', status: 'expired', tab: 'dns', days: '30', from: '2024-02-29', expired: true, tld: ' SE ' }),
    ).toEqual({ q: 'ab', status: 'expired', tab: 'dns', days: 30, from: '2024-02-29', expired: true, tld: 'se' });
  });

  it('reads a refused or absent optional param as missing, and a refused tab as its default', () => {
    expect(search({ status: 'gone', tab: 'billing', days: 0, from: '2025-02-29', expired: 'yes', tld: 'a.b' })).toEqual(
      {
        tab: 'overview',
      },
    );
    expect(search({})).toStrictEqual({ tab: 'overview' });
    // Refused, it is there as undefined (the router would otherwise show the raw value through).
    expect(search({ status: 'gone' })).toHaveProperty('status', undefined);
  });

  it('keeps nothing it was not asked to check', () => {
    expect(search({ tab: 'dns', token: 'secret' })).toEqual({ tab: 'dns' });
  });

  it('takes a number typed in the URL as text, and refuses text over its length', () => {
    expect(search({ q: 12345 })).toMatchObject({ q: '12345' });
    expect(search({ q: '123456' }).q).toBeUndefined();
  });
});

describe('defaultsLeftOut', () => {
  const routerAt = (url: string) => {
    const rootRoute = createRootRoute();
    const page = createRoute({
      getParentRoute: () => rootRoute,
      path: '/x',
      validateSearch: validate,
      search: defaultsLeftOut(validate),
    });
    return createRouter({
      routeTree: rootRoute.addChildren([page]),
      history: createMemoryHistory({ initialEntries: [url] }),
    });
  };

  it('names the params that have a default, with it', () => {
    expect(validate.defaults).toEqual({ tab: 'overview' });
  });

  it('leaves a param at its default out of the URL, and keeps every other value', () => {
    const router = routerAt('/x');
    // (A router of its own: the dashboard's registered route tree does not know /x.)
    const href = (search: Record<string, string>) => router.buildLocation({ to: '/x', search } as never).href;
    expect(href({ tab: 'overview', q: 'ab' })).toBe('/x?q=ab');
    expect(href({ tab: 'dns' })).toBe('/x?tab=dns');
  });

  it('finds the address of a page opened without its defaults already canonical (no second navigation)', async () => {
    const router = routerAt('/x?q=ab');
    await router.load();
    // What the router's Transitioner compares once the first screen has rendered.
    const canonical = router.buildLocation({ to: '/x', search: true, _includeValidateSearch: true } as never);
    expect(canonical.publicHref).toBe(router.latestLocation.publicHref);
    // The page still reads the default.
    expect(router.state.matches.at(-1)?.search).toEqual({ q: 'ab', tab: 'overview' });
  });
});

describe('the checks', () => {
  it('wholeNumber holds its range and refuses fractions and non-numbers', () => {
    const check = wholeNumber(1, 5);
    expect([1, 5, '3'].map(check)).toEqual([1, 5, 3]);
    expect([0, 6, 2.5, '', ' ', 'two', null, true].map(check)).toEqual(Array(8).fill(undefined));
  });

  it('isoDate takes only real calendar dates written YYYY-MM-DD', () => {
    expect(['2024-02-29', '2025-12-31'].map(isoDate)).toEqual(['2024-02-29', '2025-12-31']);
    expect(['2025-02-29', '2025-13-01', '2025-1-01', '20250101', '2025-01-01T00:00', 20250101].map(isoDate)).toEqual(
      Array(6).fill(undefined),
    );
  });

  it('oneOf and flag take exactly their values', () => {
    expect([oneOf(['a', 'b'])('a'), oneOf(['a', 'b'])('A'), oneOf(['a', 'b'])(1)]).toEqual(['a', undefined, undefined]);
    expect([flag(true), flag(false), flag('true'), flag(1)]).toEqual([true, false, undefined, undefined]);
  });
});
