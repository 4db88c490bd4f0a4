import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy…/waitFor wait up to 5 s (1 s by default): a route's first render also transforms its modules,
// which on a busy machine (two suites side by side, CI) can take longer than a second.
configure({ asyncUtilTimeout: 5_000 });

// Testing Library unmounts automatically only when the runner exposes globals; ours does not.
afterEach(() => {
  cleanup();
});
