// Vitest's global setup for the server tests: installs Anvil once, before the workers start. Left to
// the tests, two files starting a chain at the same time each ran `npm install` in tools/anvil, and
// one spawned the binary while the other was still writing it (ETXTBSY on a fresh clone's CI).
import { findAnvil } from '../../scripts/anvil.mjs';

export default async function setup() {
  await findAnvil();
}
