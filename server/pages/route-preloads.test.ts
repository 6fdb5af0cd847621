// The scripts a dashboard address's routes load, read from Vite's manifest: its layouts' and its
// own route chunks with everything they import, not what index.html names already.
import { describe, expect, it } from 'vitest';
import { routePreloads, type Manifest } from './route-preloads';

const split = '?tsr-split=component---errorComponent---loader---notFoundComponent---pendingComponent';
const route = (file: string, out: string, imports: string[] = []) => ({
  [`src/routes/${file}${split}`]: { file: `assets/${out}`, src: `src/routes/${file}${split}`, imports },
});

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', src: 'index.html', isEntry: true, imports: ['_vendor-v.js'] },
  '_vendor-v.js': { file: 'assets/vendor-v.js' },
  '_shell-s.js': { file: 'assets/shell-s.js', imports: ['_vendor-v.js'] },
  '_forms-f.js': { file: 'assets/forms-f.js', imports: ['_shell-s.js'] },
  ...route('_app.tsx', '_app-1.js', ['_vendor-v.js', '_shell-s.js', 'index.html']),
  ...route('_app/index.tsx', 'overview-o.js', ['_vendor-v.js', 'index.html']),
  ...route('_app/email/index.tsx', 'email-e.js', ['_shell-s.js', '_forms-f.js']),
  ...route('_app/dns/$domain.tsx', 'zone-z.js'),
  ...route('_app/domains/$domain.tsx', 'domain-d.js'),
  ...route('_app/domains/register.tsx', 'register-r.js'),
  ...route('_app/billing/card-setup.$token.tsx', 'card-c.js'),
  ...route('login.tsx', 'login-l.js', ['_forms-f.js']),
};

describe('route preloads', () => {
  const preloads = routePreloads(manifest);

  it('names the layout’s and the route’s chunks with what they import, layouts first, each once', () => {
    expect(preloads('/email')).toEqual([
      '/assets/_app-1.js',
      '/assets/shell-s.js',
      '/assets/email-e.js',
      '/assets/forms-f.js',
    ]);
    expect(preloads('/email/')).toEqual(preloads('/email'));
    expect(preloads('/')).toEqual(['/assets/_app-1.js', '/assets/shell-s.js', '/assets/overview-o.js']);
    expect(preloads('/login')).toEqual(['/assets/login-l.js', '/assets/forms-f.js', '/assets/shell-s.js']);
  });

  it('leaves out what index.html loads already', () => {
    for (const path of ['/', '/email', '/login', '/dns/example.com'])
      expect(preloads(path).filter((f) => f.includes('vendor') || f.includes('index-a'))).toEqual([]);
  });

  it('matches parameters, prefers a static segment over a parameter, and reads `.` as a separator', () => {
    expect(preloads('/dns/example.com')).toEqual(['/assets/_app-1.js', '/assets/shell-s.js', '/assets/zone-z.js']);
    expect(preloads('/dns/b%C3%BCcher.de')).toContain('/assets/zone-z.js');
    expect(preloads('/domains/register')).toContain('/assets/register-r.js');
    expect(preloads('/domains/register')).not.toContain('/assets/domain-d.js');
    expect(preloads('/domains/example.se')).toContain('/assets/domain-d.js');
    expect(preloads('/billing/card-setup/tok_1')).toContain('/assets/card-c.js');
  });

  it('names nothing for an address no route matches, or one that is not a valid path', () => {
    expect(preloads('/nowhere/at/all')).toEqual([]);
    expect(preloads('/dns')).toEqual([]);
    expect(preloads('/dns/%E0%A4%A')).toEqual([]);
    expect(routePreloads({})('/email')).toEqual([]);
  });

  it('names a chunk once when a code-splitting group holds a route: the layout in the shell', () => {
    // The build keys the shell's chunk by its name and by the layout's split part it holds
    // (vite.config.ts's manifestKeys), so the layout's key and a route's import of `_shell-s.js`
    // are the same file.
    const { [`src/routes/_app.tsx${split}`]: _layout, ...rest } = manifest;
    const grouped: Manifest = {
      ...rest,
      [`src/routes/_app.tsx${split}`]: {
        file: 'assets/shell-s.js',
        src: `src/routes/_app.tsx${split}`,
        imports: ['_vendor-v.js', 'index.html'],
      },
      '_shell-s.js': { file: 'assets/shell-s.js', imports: ['_vendor-v.js', 'index.html'] },
    };
    const grouping = routePreloads(grouped);
    expect(grouping('/email')).toEqual(['/assets/shell-s.js', '/assets/email-e.js', '/assets/forms-f.js']);
    expect(grouping('/')).toEqual(['/assets/shell-s.js', '/assets/overview-o.js']);
    expect(grouping('/dns/example.com')).toEqual(['/assets/shell-s.js', '/assets/zone-z.js']);
  });

  it('never names a file index.html names, whatever key it is reached by', () => {
    const aliased: Manifest = {
      ...manifest,
      // A module imported dynamically that the build put in the entry's own chunk.
      'src/lib/session.ts': { file: 'assets/index-a.js', src: 'src/lib/session.ts', imports: ['_vendor-v.js'] },
      ...route('_app/billing/index.tsx', 'billing-b.js', ['src/lib/session.ts']),
    };
    expect(routePreloads(aliased)('/billing')).toEqual([
      '/assets/_app-1.js',
      '/assets/shell-s.js',
      '/assets/billing-b.js',
    ]);
  });

  it('writes URLs under the given base', () => {
    expect(routePreloads(manifest, '/panel/')('/dns/example.com')).toContain('/panel/assets/zone-z.js');
  });
});
