// Imported first by common.ts, problems.ts and domain-name-fields.ts, so it runs before any contract schema is built: zod decides at
// construction whether it may compile fast parsers with `new Function`. In the browser the page's
// Content-Security-Policy forbids eval, so zod's probe for it would be a reported violation on every
// page; there it parses without compiling. The server keeps the compiled parsers.
import { z } from 'zod';

z.config({ jitless: typeof document !== 'undefined' });
