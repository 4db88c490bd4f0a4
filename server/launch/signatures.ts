import { type Address, createPublicClient, type Hex, http } from 'viem';
import { unauthorized } from '../http/errors';

/** A contract wallet's check is one eth_call; a chain that takes longer is treated as unreachable. */
const RPC_TIMEOUT_MS = 5_000;

export interface SignatureChecker {
  /**
   * Whether `address` signed `message` (EIP-191 personal_sign). An EOA's signature is recovered
   * locally; anything else (ERC-1271, or ERC-6492 for a wallet not deployed yet) is asked of the
   * chain. Throws 401 when the chain cannot be asked: an unanswered check never passes, and it is
   * not the signer's fault either.
   */
  signedBy(address: string, message: string, signature: string): Promise<boolean>;
}

export function createSignatureChecker(rpcUrl: string): SignatureChecker {
  return {
    async signedBy(address, message, signature) {
      // viem turns a failed eth_call into "invalid signature", so the transport itself notes whether
      // the chain answered at all. One client per check keeps that note to this check.
      let unreachable = false;
      const fetchFn: typeof fetch = async (input, init) => {
        try {
          const response = await fetch(input, init);
          if (!response.ok) unreachable = true;
          return response;
        } catch (e) {
          unreachable = true;
          throw e;
        }
      };
      const client = createPublicClient({
        transport: http(rpcUrl, { fetchFn, retryCount: 0, timeout: RPC_TIMEOUT_MS }),
      });
      let valid = false;
      try {
        valid = await client.verifyMessage({
          address: address as Address,
          message,
          signature: signature as Hex,
          mode: 'eoa',
        });
      } catch {
        valid = false;
      }
      if (!valid && unreachable) {
        throw unauthorized(
          'The signature could not be checked against the chain (its RPC did not answer): try again later',
        );
      }
      return valid;
    },
  };
}
