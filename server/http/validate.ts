import type { Context } from 'hono';
import type { z } from '../../interface/zod';
import { ApiError, type ErrorDetail } from './errors';

/** Body fields keep their whole path (`addresses.3`); a query parameter is named alone (`status`, not `status.1`). */
function detailsOf(error: z.core.$ZodError, where: 'query' | 'body'): ErrorDetail[] {
  return error.issues.map((i) => ({
    field: (where === 'query' ? i.path.slice(0, 1) : i.path).join('.') || `(${where})`,
    message: i.message,
  }));
}

function invalid(details: ErrorDetail[]): ApiError {
  const fields = [...new Set(details.map((d) => d.field))].join(', ');
  return new ApiError('INVALID_REQUEST', `Invalid request: check ${fields}`, details);
}

export function parseQuery<S extends z.ZodMiniType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw invalid(detailsOf(result.error, 'query'));
  return result.data;
}

export async function parseBody<S extends z.ZodMiniType>(c: Context, schema: S): Promise<z.output<S>> {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    throw invalid([{ field: '(body)', message: 'must be a JSON document' }]);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw invalid(detailsOf(result.error, 'body'));
  return result.data;
}
