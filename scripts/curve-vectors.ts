// `npm run vectors`: writes the curve's shared test vectors for the Forge tests (see
// interface/market/curve-vectors.ts). A unit test fails when the committed file is out of date.
import { writeFileSync } from 'node:fs';
import { curveVectors } from '../interface/market/curve-vectors';

const file = new URL('../contracts/test/vectors/curve.json', import.meta.url);
writeFileSync(file, `${JSON.stringify(curveVectors(), null, 2)}\n`);
console.log(`wrote ${file.pathname}`);
