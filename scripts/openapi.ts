/**
 * `npm run openapi`: writes the OpenAPI documents of both services to docs/openapi/, generated from
 * the same interface schemas that validate the traffic. The services also serve them live at
 * /api/openapi.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { openApiDocument } from '../interface/openapi';

const dir = new URL('../docs/openapi/', import.meta.url);
mkdirSync(dir, { recursive: true });
for (const service of ['launch', 'swap'] as const) {
  const file = new URL(`${service}.json`, dir);
  writeFileSync(file, `${JSON.stringify(openApiDocument(service), null, 2)}\n`);
  console.log(`wrote ${file.pathname}`);
}
