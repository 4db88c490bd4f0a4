import { z } from '@interface/zod';

/**
 * A route's search param, read leniently: missing, junk or of another shape, it reads as absent, never
 * as an error page (a URL is anyone's to edit). The route then falls back to its default.
 */
export const lenientParam = <S extends z.ZodMiniType>(schema: S) => z.catch(z.optional(schema), undefined);
