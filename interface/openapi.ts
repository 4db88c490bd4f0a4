import { errorBodySchema } from './common';
import { DEFAULT_RATE_LIMIT, type Endpoint, endpoints, type Service } from './endpoints';
import { z } from './zod';

type JsonSchema = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid request: every bad field is listed in error.details',
  401: 'Missing or invalid credentials',
  403: 'Forbidden: the human check failed',
  404: 'Not found',
  409: 'Conflict',
  413: 'Body over 64 KiB',
  429: 'Rate limited: see Retry-After',
  500: 'Internal error',
};

/** Schemas with an `id` become shared components; every document collects the ones it uses. */
type Components = Record<string, unknown>;

function jsonSchema(schema: z.ZodMiniType, io: 'input' | 'output', components: Components): JsonSchema {
  const {
    $schema: _,
    definitions,
    ...rest
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as JsonSchema & { definitions?: Components };
  Object.assign(components, definitions ?? {});
  return rest;
}

const toComponentRefs = (doc: unknown) =>
  JSON.parse(JSON.stringify(doc).replaceAll('"#/definitions/', '"#/components/schemas/')) as typeof doc;

function queryParameters(schema: z.ZodMiniType, components: Components) {
  const shape = jsonSchema(schema, 'input', components) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(shape.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: shape.required?.includes(name) ?? false,
    schema: s,
  }));
}

function securityOf(e: Endpoint) {
  if (e.auth === 'referral') return [{ bearer: [] }, { walletSignature: [] }];
  if (e.auth === 'chat') return [{ operatorKey: [] }];
  return [];
}

function operation(e: Endpoint, components: Components) {
  const limit = e.rateLimit ?? DEFAULT_RATE_LIMIT;
  const error = { content: { 'application/json': { schema: jsonSchema(errorBodySchema, 'output', components) } } };
  const statuses = [...new Set([400, ...(e.errors ?? []), 413, 429, 500])].sort();
  return {
    summary: e.summary,
    description: `Rate limit: ${limit.limit} requests per ${limit.windowSeconds} s per ${limit.per}.`,
    parameters: e.query ? queryParameters(e.query, components) : [],
    ...(e.body && {
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(e.body, 'input', components) } },
      },
    }),
    security: securityOf(e),
    responses: {
      200: {
        description: 'OK',
        content: { 'application/json': { schema: jsonSchema(e.response, 'output', components) } },
      },
      ...Object.fromEntries(statuses.map((s) => [s, { description: STATUS_TEXT[s] ?? String(s), ...error }])),
    },
  };
}

/** The OpenAPI 3 document of one service, generated from the same schemas that validate its traffic. */
export function openApiDocument(service: Service, serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Components = {};
  for (const e of Object.values(endpoints) as Endpoint[]) {
    if (e.service !== service) continue;
    paths[e.path] = { ...paths[e.path], [e.method]: operation(e, schemas) };
  }
  return toComponentRefs({
    openapi: '3.0.3',
    info: {
      title: service === 'launch' ? 'Launchdeck launch service' : 'Launchdeck swap service',
      version: '1.0.0',
    },
    ...(serverUrl && { servers: [{ url: serverUrl }] }),
    paths,
    components: {
      schemas,
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'From POST /api/auth/verify (Sign-In with Ethereum)' },
        walletSignature: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description:
            'Signature <address>:<unix seconds>:<signature of "Referral access for <address> at <unix seconds>">',
        },
        operatorKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
    },
  });
}
