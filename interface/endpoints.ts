import * as auth from './auth';
import * as chat from './chat';
import * as health from './health';
import * as metadata from './metadata';
import * as points from './points';
import * as referral from './referral';
import * as swap from './swap';
import * as tokens from './tokens';
import * as uploads from './uploads';
import type { z } from './zod';

export type Service = 'launch' | 'swap';

/** A per-window request budget; `per` says whose budget it is. */
export interface RateLimit {
  limit: number;
  windowSeconds: number;
  per: 'ip' | 'sender';
}

export interface Endpoint {
  service: Service;
  method: 'get' | 'post';
  path: string;
  summary: string;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** HTTP statuses other than 200 and the ones every endpoint can answer (400, 413, 429, 500). */
  errors?: readonly number[];
  auth?: 'referral' | 'chat';
  rateLimit?: RateLimit;
}

/** Endpoints the interface gives no limit still get a generous one, so nothing is unbounded. */
export const DEFAULT_RATE_LIMIT: RateLimit = { limit: 600, windowSeconds: 60, per: 'ip' };

const perMinute = (limit: number, per: RateLimit['per'] = 'ip'): RateLimit => ({ limit, windowSeconds: 60, per });

export const endpoints = {
  health: {
    service: 'launch',
    method: 'get',
    path: '/api/health',
    summary:
      "The services are up; the chain indexer's block, the chain's head, its lag and last error, judged against the clock (HTTP 503 when degraded)",
    response: health.healthSchema,
  },
  tokenBatch: {
    service: 'launch',
    method: 'post',
    path: '/api/tokens/batch',
    summary: 'Many tokens at once (1 to 50 addresses)',
    body: tokens.batchRequestSchema,
    response: tokens.batchResponseSchema,
  },
  tokenList: {
    service: 'launch',
    method: 'get',
    path: '/api/tokens',
    summary: 'Filtered, sorted, paged token list (24 a page)',
    query: tokens.tokenListQuerySchema,
    response: tokens.tokenListResponseSchema,
  },
  token: {
    service: 'launch',
    method: 'get',
    path: '/api/token',
    summary: 'One token with its newest 50 trades',
    query: tokens.addressQuerySchema,
    response: tokens.tokenDetailSchema,
    errors: [404],
  },
  kingOfTheHill: {
    service: 'launch',
    method: 'get',
    path: '/api/koti',
    summary: 'The highest market cap still funding',
    response: tokens.kingOfTheHillSchema,
    errors: [404],
  },
  featured: {
    service: 'launch',
    method: 'get',
    path: '/api/eoti',
    summary: "Today's featured token, won in yesterday's auction",
    query: tokens.featuredQuerySchema,
    response: tokens.featuredTokenSchema,
    errors: [404],
  },
  leaderboard: {
    service: 'launch',
    method: 'get',
    path: '/api/leaderboard',
    summary: 'Points leaderboard, 10 a page',
    query: points.leaderboardQuerySchema,
    response: points.leaderboardResponseSchema,
    rateLimit: perMinute(10),
  },
  chatList: {
    service: 'launch',
    method: 'get',
    path: '/api/chat',
    summary: "A token's chat, newest first",
    query: chat.chatQuerySchema,
    response: chat.chatListSchema,
    errors: [404],
  },
  chatPost: {
    service: 'launch',
    method: 'post',
    path: '/api/chat',
    summary: 'Post a signed, human-checked chat message',
    body: chat.chatPostSchema,
    response: chat.chatMessageSchema,
    errors: [401, 403, 404, 409],
    auth: 'chat',
    rateLimit: perMinute(5, 'sender'),
  },
  authNonce: {
    service: 'launch',
    method: 'get',
    path: '/api/auth/nonce',
    summary: 'A fresh single-use nonce for Sign-In with Ethereum',
    response: auth.nonceResponseSchema,
    rateLimit: perMinute(30),
  },
  authVerify: {
    service: 'launch',
    method: 'post',
    path: '/api/auth/verify',
    summary: 'Exchange a signed Sign-In with Ethereum message for a bearer token (24 h)',
    body: auth.verifyRequestSchema,
    response: auth.sessionSchema,
    errors: [401],
    rateLimit: perMinute(30),
  },
  referralCode: {
    service: 'launch',
    method: 'get',
    path: '/api/referral/code',
    summary: "The caller's referral code, created on first use",
    response: referral.referralCodeSchema,
    errors: [401],
    auth: 'referral',
    rateLimit: perMinute(10),
  },
  referralStats: {
    service: 'launch',
    method: 'get',
    path: '/api/referral/stats',
    summary: "The caller's referral statistics for a period",
    query: referral.periodQuerySchema,
    response: referral.referralStatsSchema,
    errors: [401],
    auth: 'referral',
    rateLimit: perMinute(30),
  },
  referralRegister: {
    service: 'launch',
    method: 'post',
    path: '/api/referral/register',
    summary: 'Register a wallet under a referral code (Authorization of that wallet required)',
    body: referral.registerRequestSchema,
    response: referral.registerResponseSchema,
    errors: [401, 404, 409],
    auth: 'referral',
    rateLimit: perMinute(5),
  },
  referralLeaderboard: {
    service: 'launch',
    method: 'get',
    path: '/api/referral/leaderboard',
    summary: 'Top referrers for a period',
    query: referral.referralLeaderboardQuerySchema,
    response: referral.referralLeaderboardSchema,
    rateLimit: perMinute(30),
  },
  upload: {
    service: 'launch',
    method: 'post',
    path: '/api/uploads',
    summary:
      'Upload a token image: multipart/form-data with one field `file` (PNG, JPEG, WebP or GIF, at most 1 MiB, checked by its bytes)',
    response: uploads.uploadSchema,
    errors: [413],
    rateLimit: perMinute(10),
  },
  metadata: {
    service: 'launch',
    method: 'post',
    path: '/api/metadata',
    summary:
      "A launched token's description, image and socials: accepted only when their hash equals the Launched event's metadataHash",
    body: metadata.metadataRequestSchema,
    response: metadata.metadataResponseSchema,
    errors: [404],
    rateLimit: perMinute(10),
  },
  quote: {
    service: 'swap',
    method: 'get',
    path: '/api/quote',
    summary: 'A swap quote, optionally with a ready-to-sign Router02 transaction',
    query: swap.quoteQuerySchema,
    response: swap.quoteSchema,
  },
  swapTokens: {
    service: 'swap',
    method: 'get',
    path: '/api/tokens',
    summary: 'Token list: the official registry plus every fully funded launch token',
    response: swap.tokenListSchema,
  },
  pairs: {
    service: 'swap',
    method: 'get',
    path: '/api/pairs',
    summary: 'Liquidity pairs by USD liquidity, descending',
    response: swap.pairListSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
