// The zod every wire schema is built with, configured once, before any schema exists.
//
// The pages run under a CSP without eval (api/platform/http/security-headers.ts). Left to itself, zod
// probes for eval with `new Function` when it builds an object schema, to compile a faster
// parser; the browser reports that probe as a CSP violation even though zod catches it
// (Lighthouse best practices: issues in the Issues panel). Told `jitless`, it skips the probe and
// parses the same way without compiling, on both sides.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
