import { BaseError, InternalRpcError, UserRejectedRequestError } from 'viem';
import { describe, expect, it } from 'vitest';
import { isUserRejection } from './wallet-rejection';

/** How wagmi reports a refusal: its own error around viem's, around the provider's EIP-1193 error. */
function nestedRejection() {
  const provider = Object.assign(new Error('User denied message signature.'), { code: 4001 });
  return new BaseError('Signing failed', { cause: new UserRejectedRequestError(provider) });
}

describe('isUserRejection', () => {
  it('finds a refusal nested in the cause chain', () => {
    expect(isUserRejection(nestedRejection())).toBe(true);
    expect(isUserRejection(new BaseError('outer', { cause: nestedRejection() }))).toBe(true);
  });

  it('finds the EIP-1193 code 4001 of a provider error that viem did not wrap', () => {
    const bare = Object.assign(new Error('User rejected'), { code: 4001 });
    expect(isUserRejection(new BaseError('Signing failed', { cause: bare }))).toBe(true);
    expect(isUserRejection(bare)).toBe(true);
  });

  it('does not take other failures for a refusal', () => {
    const internal = new InternalRpcError(new Error('execution reverted'));
    expect(isUserRejection(new BaseError('Signing failed', { cause: internal }))).toBe(false);
    expect(isUserRejection(new Error('connector not connected', { cause: new Error('deeper') }))).toBe(false);
    // A name alone proves nothing: only viem's error class or the EIP-1193 code do.
    expect(isUserRejection(Object.assign(new Error('x'), { name: 'UserRejectedRequestError' }))).toBe(false);
    expect(isUserRejection(undefined)).toBe(false);
  });
});
