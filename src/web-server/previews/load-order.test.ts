// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('the web server as it starts', () => {
  it('loads no React before the server renderer has set NODE_ENV (the previews draw with it later)', () => {
    // React picks its development or production build when first loaded: loaded by the previews before
    // start.ts sets NODE_ENV, it would be the development one, which the renderer's production
    // react-dom cannot use ("dispatcher.getOwner is not a function"), and no page would render.
    const script = `
      import { createRequire } from 'node:module';
      await import('./src/web-server/start.ts');
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify(loaded.filter((path) => /node_modules[\\\\/]react/.test(path))));
    `;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: '' },
    });
    expect(JSON.parse(out.trim().split('\n').at(-1) ?? 'null')).toEqual([]);
  });
});
