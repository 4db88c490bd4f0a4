import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library unmounts automatically only when the runner exposes globals; ours does not.
afterEach(() => {
  cleanup();
});
