import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints';
import { openApiDocument } from './openapi';

const committed = (service: string) =>
  JSON.parse(readFileSync(new URL(`../docs/openapi/${service}.json`, import.meta.url), 'utf8')) as unknown;

describe('OpenAPI documents', () => {
  it.each(['launch', 'swap'] as const)(
    'docs/openapi/%s.json is what the schemas generate (run `npm run openapi`)',
    (service) => {
      expect(committed(service)).toEqual(openApiDocument(service));
    },
  );

  it('documents every endpoint once, under its own service', () => {
    for (const e of Object.values(endpoints)) {
      const doc = openApiDocument(e.service) as { paths: Record<string, Record<string, unknown>> };
      expect(doc.paths[e.path]?.[e.method], `${e.method} ${e.path}`).toBeDefined();
    }
  });

  it('leaves no reference dangling', () => {
    for (const service of ['launch', 'swap'] as const) {
      const doc = openApiDocument(service) as { components: { schemas: Record<string, unknown> } };
      const refs = [...JSON.stringify(doc).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
      for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty(ref);
    }
  });
});
