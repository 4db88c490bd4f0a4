import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { curveVectors } from './curve-vectors';

it("matches the vectors the Forge tests replay (else run 'npm run vectors')", () => {
  const committed = readFileSync(new URL('../../contracts/test/vectors/curve.json', import.meta.url), 'utf8');
  expect(JSON.parse(committed)).toEqual(curveVectors());
});
