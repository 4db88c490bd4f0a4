/**
 * The one zod every schema of `interface/` (and the app) is built with: `zod/mini`, with its English
 * messages. WHY mini: the app parses the services' answers with these schemas, so zod is on the path
 * to every first render; classic zod's methods and JSON-schema code cost 12.9 kB gzip of the first load
 * and ~80-120 ms of script at 4x CPU slowdown (docs/performance.md). Mini builds the same checks from
 * functions (`z.optional(s)`, `s.check(z.minLength(1))`), and loads no messages unless told to.
 */
import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

z.config(en());

export { z };
