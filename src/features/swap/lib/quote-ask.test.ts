import { NATIVE_ADDRESS } from '@interface/common';
import { parseEther } from 'viem';
import { describe, expect, it } from 'vitest';
import { type QuoteAsk, sameAsk, sendableQuote } from './quote-ask';

const TOKEN = '0x00000000000000000000000000000000000C0FFE';
const ASK: QuoteAsk = {
  market: 'curve',
  chainId: 31337,
  account: '0x00000000000000000000000000000000000A11cE',
  tokenIn: NATIVE_ADDRESS,
  tokenOut: TOKEN,
  exact: 'in',
  amount: parseEther('1'),
  slippageBps: 100,
};
const quoted = (ask: QuoteAsk) => ({ ask, quote: { tokensOut: 1n }, block: 12n, receivedAt: 0 });

describe('sameAsk', () => {
  it('is the same ask whatever the case of its addresses', () => {
    expect(sameAsk(ASK, { ...ASK, tokenOut: TOKEN.toLowerCase(), account: ASK.account?.toUpperCase() })).toBe(true);
  });

  it('differs in any one of market, chain, account, tokens, side, amount or slippage', () => {
    const others: Partial<QuoteAsk>[] = [
      { market: 'pair' },
      { chainId: 1 },
      { account: undefined },
      { account: `0x${'b'.repeat(40)}` },
      { tokenIn: TOKEN, tokenOut: NATIVE_ADDRESS },
      { exact: 'out' },
      { amount: parseEther('0.01') },
      { slippageBps: 50 },
    ];
    for (const patch of others) expect([patch, sameAsk(ASK, { ...ASK, ...patch })]).toEqual([patch, false]);
  });
});

describe('sendableQuote', () => {
  const settled = { isPlaceholderData: false, isError: false };

  it('is the quote asked for exactly what is on screen', () => {
    const data = quoted(ASK);
    expect(sendableQuote({ ...settled, data }, ASK)).toBe(data);
  });

  it('is never the previous amount’s quote kept on screen while the next loads', () => {
    // The 0.01 ETH preset, then 1 ETH: the 0.01 quote stays visible as a placeholder.
    const previous = quoted({ ...ASK, amount: parseEther('0.01') });
    expect(sendableQuote({ data: previous, isPlaceholderData: true, isError: false }, ASK)).toBeUndefined();
    // Even if it were not flagged as a placeholder, it was asked for another amount.
    expect(sendableQuote({ ...settled, data: previous }, ASK)).toBeUndefined();
  });

  it('is never a quote whose refresh failed', () => {
    expect(sendableQuote({ data: quoted(ASK), isPlaceholderData: false, isError: true }, ASK)).toBeUndefined();
  });

  it('is none when nothing is on screen to send', () => {
    expect(sendableQuote({ ...settled, data: quoted(ASK) }, undefined)).toBeUndefined();
    expect(sendableQuote({ ...settled, data: undefined }, ASK)).toBeUndefined();
  });
});
