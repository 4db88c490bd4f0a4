import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_URLS } from './stack';

export interface ListedToken {
  address: string;
  ticker: string;
  funding_progress: number;
}

/**
 * Specs that buy on the curve at the same time, each on a token of its own: a buy moves the price
 * another spec has just quoted, and a quote moved past its slippage fails its simulation (a CI run
 * saw trade.spec's exact buy fail so, after transactions.spec bought the same token).
 */
export const CURVE_TOKEN_OF = { trade: 0, transactions: 1, deadlines: 2, profile: 3 } as const;

/**
 * A seeded token early on its curve: a 0.01 ETH buy moves it a little and completes nothing. Taken
 * from the oldest, whose order new launches (the launch spec's, the simulator's) never change.
 */
export async function earlyCurveToken(request: APIRequestContext, spec: keyof typeof CURVE_TOKEN_OF) {
  const list = await request.get(`${E2E_URLS.launch}/api/tokens?status=funding&sortBy=oldest`);
  const { tokens } = (await list.json()) as { tokens: ListedToken[] };
  const token = tokens.filter((t) => t.funding_progress < 0.5)[CURVE_TOKEN_OF[spec]];
  expect(token, 'the seed has tokens early on their curve').toBeDefined();
  return token!;
}
