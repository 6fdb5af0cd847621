// The import rules of docs/architecture.md, enforced by `npm run lint:deps` (part of `npm test`).
// Imports flow one way: contract → server; contract → src/lib → src/areas → src/routes.
// An area never imports another area; on the server the one exception is another area's
// `public.ts`, the module it deliberately offers to other areas (the DNS zone writer, say).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycles make load order matter and hide layering mistakes. A type-only import counts too: a type is a dependency, and a type two modules share belongs below both (issue 35).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-is-self-contained',
      severity: 'error',
      comment:
        'The contract is shared by server and SPA: it imports only itself, zod, punycode (domain names are shown in Unicode; browsers have no toUnicode), and the contact-data checks of ADR 022: libphonenumber-js (with its min metadata only), jsvat and i18n-iso-countries (the ISO 3166-1 list).',
      from: { path: '^contract/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: [
          '^contract/',
          '^node_modules/zod/',
          '^node_modules/punycode/',
          // min only: the max or mobile metadata would more than double the contact screens' chunk
          '^node_modules/libphonenumber-js/min/',
          '^node_modules/jsvat/',
          '^node_modules/i18n-iso-countries/',
        ],
      },
    },
    {
      name: 'contract-tests-stay-in-the-contract',
      severity: 'error',
      from: { path: '^contract/.+\\.test\\.ts$' },
      to: { path: '^(server|src)/' },
    },
    {
      name: 'server-never-imports-src',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/' },
    },
    {
      name: 'src-never-imports-server',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'server-area-to-area-only-through-public',
      severity: 'error',
      comment: "An area reaches another area only through that area's public.ts.",
      from: { path: '^server/areas/([^/]+)/' },
      to: { path: '^server/areas/([^/]+)/', pathNot: ['^server/areas/$1/', '^server/areas/[^/]+/public\\.ts$'] },
    },
    {
      name: 'an-area-imports-only-its-own-tables',
      severity: 'error',
      comment:
        "One owner per table (docs/architecture.md, 'Who owns which table'): an area's code reads and writes only the tables of server/db/schema/<area>.ts, and reaches any other data through the owner's public.ts (functions, never tables). Tests, and the kits only tests use (*-test-kit.ts, *-test-api.ts), may read any table to check an effect.",
      from: { path: '^server/areas/([^/]+)/', pathNot: '(\\.test|-test-kit|-test-api)\\.ts$' },
      to: { path: '^server/db/schema/', pathNot: '^server/db/schema/$1\\.ts$' },
    },
    {
      name: 'pages-and-the-app-read-no-tables',
      severity: 'error',
      comment: 'Server pages and app.ts are front doors: they ask the areas (their public.ts), never a table.',
      from: { path: '^server/(pages/|app\\.ts$)', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/db/schema/' },
    },
    {
      name: 'pages-and-the-app-use-areas-only-through-public',
      severity: 'error',
      from: { path: '^server/(pages/|app\\.ts$)', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/areas/', pathNot: ['^server/areas/[^/]+/public\\.ts$', '^server/areas/index\\.ts$'] },
    },
    {
      name: 'a-seed-file-writes-only-its-own-area-tables',
      severity: 'error',
      comment:
        "seed/<area>.ts writes the tables of server/db/schema/<area>.ts; anything else it needs it asks of that area's public.ts, as the areas themselves do.",
      from: { path: '^server/seed/([a-z]+)[a-z-]*\\.ts$', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/db/schema/', pathNot: ['^server/db/schema/$1\\.ts$'] },
    },
    {
      name: 'seed-uses-areas-only-through-public',
      severity: 'error',
      comment: 'The demo seed writes through the same public modules other areas use.',
      from: { path: '^server/seed/' },
      to: { path: '^server/areas/', pathNot: '^server/areas/[^/]+/public\\.ts$' },
    },
    {
      name: 'server-foundation-never-imports-areas',
      severity: 'error',
      comment: 'core, db and infra sit below the areas; areas plug into them, never the reverse.',
      from: { path: '^server/(core|db|infra)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/(areas|seed|pages)/|^server/[^/]+\\.ts$' },
    },
    {
      name: 'db-is-the-bottom-layer',
      severity: 'error',
      comment: 'The schema and drivers know nothing of core, the simulators or the seed.',
      from: { path: '^server/db/' },
      to: { path: '^server/(core|infra)/' },
    },
    {
      name: 'only-the-composition-root-starts-the-seed',
      severity: 'error',
      comment: 'The seed is run by boot, the CLI and the test set-up, never by the API itself.',
      from: { path: '^server/(areas|core|infra|db|pages)/', pathNot: '\\.test\\.ts$' },
      to: { path: '^server/seed/' },
    },
    {
      name: 'spa-area-to-area',
      severity: 'error',
      from: { path: '^src/areas/([^/]+)/' },
      to: { path: '^src/areas/([^/]+)/', pathNot: '^src/areas/$1/' },
    },
    {
      name: 'spa-lib-and-components-below-areas',
      severity: 'error',
      comment: 'src/lib and src/components serve every area and know none.',
      from: { path: '^src/(lib|components)/' },
      to: { path: '^src/(areas|routes)/' },
    },
    {
      name: 'spa-areas-below-routes',
      severity: 'error',
      from: { path: '^src/areas/' },
      to: { path: '^src/routes/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^dist/', '^\\.tmp/', 'routeTree\\.gen\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
