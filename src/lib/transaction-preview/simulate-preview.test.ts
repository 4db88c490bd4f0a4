import { launchFactoryAbi } from '@interface/contracts/abis';
import { encodeErrorResult, MethodNotFoundRpcError, RpcRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { lacksSimulate, revertReason } from './simulate-preview';

describe('revertReason', () => {
  it('names a contract error with its arguments, an Error(string) by its message, else the selector', () => {
    const slippage = encodeErrorResult({ abi: launchFactoryAbi, errorName: 'SlippageExceeded', args: [10n, 9n] });
    expect(revertReason(slippage, [launchFactoryAbi])).toBe('SlippageExceeded(10, 9)');
    const message = encodeErrorResult({
      abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'm', type: 'string' }] }],
      errorName: 'Error',
      args: ['UniswapV2Router: EXPIRED'],
    });
    expect(revertReason(message)).toBe('UniswapV2Router: EXPIRED');
    expect(revertReason('0xdeadbeef')).toBe('The contract reverted (0xdeadbeef).');
    expect(revertReason('0x')).toBe('The contract reverted without a reason.');
  });
});

describe('lacksSimulate', () => {
  it('recognises a node without eth_simulateV1, and not any other failure', () => {
    const cause = new RpcRequestError({ body: {}, url: 'http://rpc', error: { code: -32601, message: 'nope' } });
    expect(lacksSimulate(new MethodNotFoundRpcError(cause, { method: 'eth_simulateV1' }))).toBe(true);
    expect(lacksSimulate(new Error('the method eth_simulateV1 does not exist/is not available'))).toBe(true);
    expect(lacksSimulate(new Error('fetch failed'))).toBe(false);
  });
});
