import { BaseError, UserRejectedRequestError } from 'viem';

/** EIP-1193's "user rejected the request", as viem wraps it or as a provider may throw it bare. */
const isRejection = (error: unknown) =>
  error instanceof UserRejectedRequestError ||
  (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === UserRejectedRequestError.code);

/**
 * Whether the wallet refused because the person said no. wagmi and viem wrap the provider's error in
 * their own, so viem's own walk down the `cause` chain finds it at any depth.
 */
export function isUserRejection(error: unknown): boolean {
  return error instanceof BaseError ? error.walk(isRejection) !== null : isRejection(error);
}
