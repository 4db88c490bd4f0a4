// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: it reads the page once and keeps what it read. */
const firstReads = async () => {
  vi.resetModules();
  return import('./first-reads');
};

const TOKENS = 'GET http://api.test/api/tokens?page=1';
const KOTI = 'GET http://api.test/api/koti';

describe('first reads', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('answers each request the server rendered with, once, with its status and body, and leaves the page', async () => {
    const { firstReadsElement, firstReadKey } = await firstReads();
    const batch = firstReadKey('POST', 'http://api.test/api/tokens/batch', '{"addresses":["0xa"]}');
    document.body.innerHTML = firstReadsElement([
      { key: TOKENS, status: 200, body: '{"tokens":[]}' },
      { key: KOTI, status: 404, body: '{"error":{"code":"NOT_FOUND","message":"none"}}' },
      { key: batch, status: 200, body: '{"tokens":[{"address":"0xa"}]}' },
    ]);
    const { hasFirstReads, takeFirstRead } = await firstReads();
    expect(hasFirstReads()).toBe(true);
    expect(document.getElementById('first-reads')).toBeNull();
    const tokens = takeFirstRead(TOKENS);
    expect(tokens?.status).toBe(200);
    expect(await tokens?.json()).toEqual({ tokens: [] });
    expect(takeFirstRead(TOKENS)).toBeUndefined();
    expect(takeFirstRead(KOTI)?.status).toBe(404);
    // A read sent as a POST is its body too: another body is another request.
    expect(
      takeFirstRead(firstReadKey('POST', 'http://api.test/api/tokens/batch', '{"addresses":["0xb"]}')),
    ).toBeUndefined();
    expect(takeFirstRead(batch)?.status).toBe(200);
  });

  it('cannot be closed by an answer: a token named </script> stays data', async () => {
    const { firstReadsElement } = await firstReads();
    const body = JSON.stringify({ name: '</script><script>alert(1)</script>' });
    const element = firstReadsElement([{ key: TOKENS, status: 200, body }]);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = element;
    const { takeFirstRead } = await firstReads();
    expect(await takeFirstRead(TOKENS)?.text()).toBe(body);
  });

  it('keeps nothing after the first render, and nothing from a page without answers or with a broken element', async () => {
    const { firstReadsElement } = await firstReads();
    document.body.innerHTML = firstReadsElement([{ key: TOKENS, status: 200, body: '{}' }]);
    const dropped = await firstReads();
    dropped.dropFirstReads();
    expect(dropped.takeFirstRead(TOKENS)).toBeUndefined();

    document.body.innerHTML = '';
    expect((await firstReads()).hasFirstReads()).toBe(false);

    document.body.innerHTML = '<script type="application/json" id="first-reads">[["x", "200"], {]</script>';
    expect((await firstReads()).hasFirstReads()).toBe(false);
  });
});
