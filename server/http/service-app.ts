import { getConnInfo } from '@hono/node-server/conninfo';
import { type Context, Hono, type Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import {
  DEFAULT_RATE_LIMIT,
  type Endpoint,
  type EndpointName,
  endpoints,
  type Service,
} from '../../interface/endpoints';
import { openApiDocument } from '../../interface/openapi';
import { UPLOAD_MAX_BYTES } from '../../interface/uploads';
import type { z } from '../../interface/zod';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { createClientAddress } from './client-address';
import { ApiError } from './errors';
import type { RateLimiter } from './rate-limit';
import { createResponseCache } from './response-cache';
import { acceptsGzip, JsonText } from './snapshot';
import { parseBody, parseQuery } from './validate';

const MAX_BODY_BYTES = 64 * 1024;
/**
 * Uploads may carry a 1 MiB image; up to twice that is let through so that an image a little too
 * large gets the upload's own 400 saying so, rather than a bare 413.
 */
const UPLOAD_PATH = endpoints.upload.path;
const MAX_UPLOAD_BODY_BYTES = 2 * UPLOAD_MAX_BYTES;

type In<E, K extends 'query' | 'body'> = E extends Record<K, infer S extends z.ZodMiniType> ? z.output<S> : undefined;

export interface RouteInput<N extends EndpointName> {
  c: Context;
  /** Whoever `authorize` said the caller is (an address for the referral endpoints). */
  caller: string;
  query: In<(typeof endpoints)[N], 'query'>;
  body: In<(typeof endpoints)[N], 'body'>;
  /** Counts one request against the endpoint's limit for `key` (per-sender limits). */
  limit: (key: string) => void;
  /** The client's address, as the per-IP limits count it (client-address.ts). */
  client: string;
}

function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** A Hono app with what every endpoint of a service shares: CORS, limits, one error shape, OpenAPI. */
export interface ServiceAppOptions {
  config: Config;
  limiter: RateLimiter;
  clock: Clock;
  /** Moves whenever ingest commits: cached answers older than the data are never served. */
  dataVersion: () => number;
  /** Read endpoints whose answers may be served from the response cache. */
  cacheable?: readonly EndpointName[];
}

/** Response headers a browser page may read: the rate limits' and Retry-After. */
const EXPOSED_HEADERS = ['Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

export function createServiceApp(
  service: Service,
  { config, limiter, clock, dataVersion, cacheable = [] }: ServiceAppOptions,
) {
  const app = new Hono();
  const cache = createResponseCache(clock, dataVersion);
  const clientAddress = createClientAddress(config.trustedProxies);
  const clientIp = (c: Context) => clientAddress(peerAddress(c), c.req.header('X-Forwarded-For'));
  app.use(secureHeaders({ crossOriginResourcePolicy: 'cross-origin' }));
  const allowedOrigin = (origin: string) => (config.corsOrigins.includes(origin) ? origin : null);
  const preflight = cors({
    origin: allowedOrigin,
    allowHeaders: ['Authorization', 'Content-Type', 'X-Api-Key'],
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
  // Hono's cors answers preflights. For the requests themselves its headers are set here, on the
  // answer: it sets them before the handler runs, which makes Hono rebuild every answer as a web
  // stream (about a fifth of a batch request's CPU time in a profile).
  app.use(async (c, next) => {
    if (c.req.method === 'OPTIONS') return preflight(c, next);
    await next();
    const origin = allowedOrigin(c.req.header('Origin') ?? '');
    if (origin) c.res.headers.set('Access-Control-Allow-Origin', origin);
    c.res.headers.set('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(','));
    c.res.headers.append('Vary', 'Origin');
  });
  const limitBody = (maxSize: number, what: string) => {
    const tooLarge = () => {
      // The rest of the body is never read: the connection cannot carry another request.
      throw new ApiError('PAYLOAD_TOO_LARGE', `The request body is larger than ${what}`, undefined, {
        Connection: 'close',
      });
    };
    const counted = bodyLimit({ maxSize, onError: tooLarge });
    return (c: Context, next: Next) => {
      // A declared length is judged without touching the body (Node's parser never reads past it),
      // which keeps @hono/node-server's direct read of it: Hono's bodyLimit looks at the body first,
      // making the request a web stream (most of a POST's cost). A body without one is counted.
      const length = c.req.header('Content-Length');
      if (length === undefined || c.req.header('Transfer-Encoding') !== undefined) return counted(c, next);
      return Number(length) > maxSize ? tooLarge() : next();
    };
  };
  const jsonBodies = limitBody(MAX_BODY_BYTES, '64 KiB');
  const uploadBodies = limitBody(MAX_UPLOAD_BODY_BYTES, '2 MiB');
  app.use((c, next) => {
    // No endpoint reads the body of a GET: nothing to limit, and nothing to make a stream of.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return c.req.path === UPLOAD_PATH ? uploadBodies(c, next) : jsonBodies(c, next);
  });
  app.onError((err, c) => {
    if (err instanceof ApiError) return c.json(err.toBody(), err.status, err.headers);
    console.error(`[${service}] ${c.req.method} ${c.req.path}:`, err);
    return c.json(new ApiError('INTERNAL', 'Something went wrong on our side').toBody(), 500);
  });
  app.notFound((c) => c.json(new ApiError('NOT_FOUND', `No route ${c.req.method} ${c.req.path}`).toBody(), 404));
  /** Paths outside the interface (the OpenAPI document, logos, uploaded images) get the default per-IP budget too: nothing is unbounded. */
  for (const path of ['/api/openapi.json', '/logos/*', '/uploads/*']) {
    app.use(path, async (c, next) => {
      const headers = config.rateLimits ? limiter(`${path}:ip`, clientIp(c), DEFAULT_RATE_LIMIT) : {};
      await next();
      for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
    });
  }
  const documents = new Map<string, ReturnType<typeof openApiDocument>>();
  app.get('/api/openapi.json', (c) => {
    const origin = new URL(c.req.url).origin;
    const doc = documents.get(origin) ?? openApiDocument(service, origin);
    if (documents.size < 16) documents.set(origin, doc);
    return c.json(doc);
  });

  /**
   * Registers an endpoint of the interface: per-IP limit, then credentials, then validation, so that
   * a caller without credentials learns nothing about the body it sent.
   */
  function route<N extends EndpointName>(
    name: N,
    handler: (input: RouteInput<N>) => unknown,
    authorize?: (c: Context) => string | Promise<string>,
  ) {
    const e: Endpoint = endpoints[name];
    if (e.service !== service) throw new Error(`${name} belongs to the ${e.service} service`);
    const own = e.rateLimit ?? DEFAULT_RATE_LIMIT;
    const cached = config.responseCache && cacheable.includes(name);
    const take = (bucket: string, key: string, limit: typeof own) =>
      config.rateLimits ? limiter(bucket, key, limit) : {};
    app.on(e.method.toUpperCase(), e.path, async (c) => {
      const client = clientIp(c);
      const headers = take(`${name}:ip`, client, own.per === 'ip' ? own : DEFAULT_RATE_LIMIT);
      const json = (body: JsonText) => {
        const gzipped = acceptsGzip(c.req.header('Accept-Encoding')) ? body.gzipped : undefined;
        const type = { ...headers, 'Content-Type': 'application/json', Vary: 'Accept-Encoding' };
        return gzipped ? c.body(gzipped, 200, { ...type, 'Content-Encoding': 'gzip' }) : c.body(body.bytes, 200, type);
      };
      const key = cached ? `${c.req.method} ${c.req.url} ${e.method === 'post' ? await c.req.text() : ''}` : '';
      const hit = cached ? cache.get(key) : undefined;
      if (hit) return json(hit);
      const caller = authorize ? await authorize(c) : '';
      const query = (e.query ? parseQuery(c, e.query) : undefined) as RouteInput<N>['query'];
      const body = (e.body ? await parseBody(c, e.body) : undefined) as RouteInput<N>['body'];
      const limit = (key: string) => void Object.assign(headers, take(name, key, own));
      const result = await handler({ c, caller, query, body, limit, client });
      if (cached) return json(cache.set(key, result));
      if (result instanceof JsonText) return json(result);
      // A handler that answers with another status than 200 (the health endpoint's 503) built it itself.
      if (result instanceof Response) return result;
      return c.json(result as object, 200, headers);
    });
  }

  return { app, route };
}
