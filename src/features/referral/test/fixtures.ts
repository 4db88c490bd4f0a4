import type { Session } from '@interface/auth';
import type { ReferralCode, ReferralStats } from '@interface/referral';
import type { Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { referralSession } from '../lib/session';

/** Anvil's first development key: public knowledge, used here only to produce real signatures. */
export const WALLET = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
export const OTHER_ADDRESS: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
export const CODE = 'K7M2QX9P';
const HOUR = 3_600_000;

export const makeSession = (over: Partial<Session> = {}): Session => ({
  token: 'token-1',
  address: WALLET.address.toLowerCase(),
  expires_at: new Date(Date.now() + 24 * HOUR).toISOString(),
  ...over,
});

export const makeCode = (over: Partial<ReferralCode> = {}): ReferralCode => ({
  code: CODE,
  created_at: '2026-01-01T00:00:00.000Z',
  total_referrals: 2,
  active_referrals: 1,
  total_points_earned: 1360,
  ...over,
});

export function makeStats(
  over: Partial<ReferralStats['stats']> = {},
  lists: Partial<ReferralStats> = {},
): ReferralStats {
  const now = Date.now();
  return {
    referral_code: CODE,
    stats: {
      total_referrals: 2,
      active_referrals: 1,
      total_points_earned: 1360.5,
      points_from_trading: 1000.5,
      points_from_token_creation: 10,
      points_from_milestones: 350,
      ...over,
    },
    recent_activity: [
      {
        type: 'milestone',
        referral_address: '0x3c44…93bc',
        points_earned: 250,
        timestamp: new Date(now - 90_000).toISOString(),
      },
      {
        type: 'trade',
        referral_address: '0x3c44…93bc',
        points_earned: 12.5,
        timestamp: new Date(now - 5.5 * 60_000).toISOString(),
      },
      {
        type: 'signup',
        referral_address: '0x90f7…b906',
        points_earned: 0,
        timestamp: new Date(now - 2.5 * HOUR).toISOString(),
      },
    ],
    top_referrals: [
      {
        address: '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc',
        points_generated: 1350.5,
        joined_at: new Date(now - 3.5 * 24 * HOUR).toISOString(),
      },
      {
        address: '0x90f79bf6eb2c4f870365e785982e1f101e93b906',
        points_generated: 10,
        joined_at: new Date(now - 2.5 * HOUR).toISOString(),
      },
    ],
    ...lists,
  };
}

/** Between tests: no session, no notice, no pending code. */
export function resetReferralStorage() {
  window.localStorage.clear();
  referralSession.drop();
  referralSession.drop();
}
