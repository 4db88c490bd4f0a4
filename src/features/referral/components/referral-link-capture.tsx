import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useWallet } from '@/features/wallet/wallet-state';
import { notify } from '@/lib/notify';
import { forgetPendingCode, readPendingCode, rememberPendingCode, takeRefParam } from '../lib/pending-code';
import { keepsCode, type RegisterOutcome, registerNotice } from '../lib/register-outcome';

/**
 * Referral links, on any page: `?ref=CODE` is remembered (and taken out of the address bar), and when
 * a wallet connects while a code waits, the wallet is registered under it once and told how that
 * went. Registering needs proof of the wallet: its sign-in session, or one signature asked once per
 * connection. It renders nothing and never stands in the way: a refusal is a plain notice; a declined
 * signature, or a failure to reach the service, keeps the code for the next connection.
 */
export function ReferralLinkCapture() {
  const location = useRouterState({ select: (state) => state.location });
  const navigate = useNavigate();
  const { account, config } = useWallet();
  const [pendingCode, setPendingCode] = useState(readPendingCode);
  /** `address:code` of the last attempt: one request per connection and code. */
  const attempted = useRef<string | undefined>(undefined);

  const { pathname, searchStr, hash } = location;
  useEffect(() => {
    const ref = takeRefParam(searchStr);
    if (!ref.present) return;
    if (ref.code) {
      rememberPendingCode(ref.code);
      setPendingCode(ref.code);
    }
    // The link did its job: the address bar shows the page itself, and sharing it shares no code.
    void navigate({ href: `${pathname}${ref.rest}${hash ? `#${hash}` : ''}`, replace: true, resetScroll: false });
  }, [pathname, searchStr, hash, navigate]);

  const address = account?.address;
  useEffect(() => {
    // A new connection offers again a code that could not be sent, or whose signature was declined.
    if (!address) attempted.current = undefined;
    if (!address || !config || !pendingCode) return;
    const key = `${address.toLowerCase()}:${pendingCode}`;
    if (attempted.current === key) return;
    attempted.current = key;

    const settle = (outcome: RegisterOutcome) => {
      const notice = registerNotice(outcome);
      if (notice) notify(notice);
      if (keepsCode(outcome)) return;
      forgetPendingCode(outcome.code);
      setPendingCode((current) => (current === outcome.code ? undefined : current));
    };
    import('../api/join-referral').then(
      ({ joinReferral }) => joinReferral({ config, address, code: pendingCode }).then(settle),
      // The chunk did not load (offline, a new deployment): nothing was asked or sent.
      () => settle({ kind: 'try-later', code: pendingCode }),
    );
  }, [address, config, pendingCode]);

  return null;
}
