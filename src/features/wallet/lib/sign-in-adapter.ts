import { createAuthenticationAdapter } from '@rainbow-me/rainbowkit';
import { useEffect, useMemo, useRef } from 'react';
import type { WalletSignIn } from '../wallet-state';

/**
 * One RainbowKit authentication adapter for the layer's lifetime, calling whichever sign-in the page
 * on screen registered. RainbowKit keeps the adapter in its context and callbacks: a stable object
 * keeps its sign-in dialog from restarting (a new nonce) each time the page's status changes.
 */
export function useSignInAdapter(signIn: WalletSignIn | undefined) {
  const current = useRef(signIn);
  useEffect(() => {
    current.current = signIn;
  }, [signIn]);

  return useMemo(() => {
    const registered = () => {
      if (!current.current) throw new Error('No page asked to sign in');
      return current.current;
    };
    return createAuthenticationAdapter<string>({
      getNonce: () => registered().getNonce(),
      createMessage: (args) => registered().createMessage(args),
      verify: (args) => registered().verify(args),
      // RainbowKit signs out on every disconnect, whether or not anyone signed in.
      signOut: async () => current.current?.signOut(),
    });
  }, []);
}
