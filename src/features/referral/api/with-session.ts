import type { Session } from '@interface/auth';
import type { z } from '@interface/zod';
import { env } from '@/app/env';
import { isApiError } from '@/lib/api-error';
import { getJson, type QueryParams } from '@/lib/http';
import { referralSession } from '../lib/session';

/**
 * A GET of a referral endpoint with the session's bearer token. A 401 means the service no longer
 * accepts it (expired, or its database was reset): the session is dropped, and the page asks to sign
 * in again.
 */
export async function getWithSession<S extends z.ZodMiniType>(
  session: Session,
  path: string,
  params: QueryParams,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  try {
    return await getJson(env.launchApiUrl, path, params, schema, {
      signal,
      headers: { Authorization: `Bearer ${session.token}` },
    });
  } catch (error) {
    if (isApiError(error) && error.status === 401) referralSession.drop('rejected', session.token);
    throw error;
  }
}
