/**
 * The services' answers about an index of the chain, to compare two indexes of one chain byte for
 * byte (before and after a reindex, after a crash and a restart against a clean index): the token
 * list under each sort, tokens with their trades and holders, their chat, the featured slot and the
 * king of the hill, both leaderboards, and the swap service's token list, pairs and quotes. Each answer
 * is its status and body text, keyed by what was asked.
 */
import { expect } from 'vitest';
import { NATIVE_ADDRESS } from '../../interface/common';

interface Services {
  launchUrl: string;
  swapUrl: string;
}

const TOKEN_LISTS = [
  '',
  '?sortBy=oldest',
  '?sortBy=trending&timeframe=5m',
  '?sortBy=trending&timeframe=24h',
  '?sortBy=mcap-high&page=2',
  '?sortBy=mcap-low',
  '?status=live',
  '?search=a',
];

export async function indexAnswers(services: Services, tokens: readonly string[]): Promise<Record<string, string>> {
  const answers: Record<string, string> = {};
  // One at a time: each answer is read from the same state, and a failure names its request.
  const ask = async (base: string, path: string, init?: RequestInit) => {
    const response = await fetch(`${base}${path}`, init);
    const service = base === services.launchUrl ? 'launch' : 'swap';
    answers[`${service} ${init?.method ?? 'GET'} ${path}`] = `${response.status} ${await response.text()}`;
  };
  const launch = (path: string) => ask(services.launchUrl, path);
  for (const query of TOKEN_LISTS) await launch(`/api/tokens${query}`);
  for (const token of tokens) {
    await launch(`/api/token?address=${token}`);
    await launch(`/api/chat?tokenAddress=${token}&limit=100`);
    await ask(services.swapUrl, `/api/quote?tokenIn=${NATIVE_ADDRESS}&tokenOut=${token}&amount=100000000000000000`);
  }
  await ask(services.launchUrl, '/api/tokens/batch', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ addresses: tokens }),
  });
  for (const path of ['/api/koti', '/api/eoti?includeBidData=true', '/api/leaderboard', '/api/leaderboard?page=2']) {
    await launch(path);
  }
  for (const period of ['all', '7d', '24h']) await launch(`/api/referral/leaderboard?period=${period}&limit=100`);
  for (const path of ['/api/tokens', '/api/pairs']) await ask(services.swapUrl, path);
  answers['swap GET /api/tokens'] = withoutClockTime(answers['swap GET /api/tokens']!);
  return answers;
}

/**
 * The swap token list's `timestamp` is its last graduation's time; before any (version 1.0.0: the
 * official tokens alone) it is the service's clock when the list was built, which two indexes asked
 * a second apart do not share (a loaded machine crossed that second). That one field is left out then.
 */
function withoutClockTime(answer: string): string {
  const [status, ...rest] = answer.split(' ');
  const body = JSON.parse(rest.join(' ')) as { version?: { minor?: number }; timestamp?: string };
  if (body.version?.minor !== 0) return answer;
  const { timestamp: _clock, ...fixed } = body;
  return `${status} ${JSON.stringify(fixed)}`;
}

/** Asserts two recordings are the same byte for byte; a difference fails with the first differing answer's JSON diff. */
export function expectSameAnswers(actual: Record<string, string>, expected: Record<string, string>) {
  expect(Object.keys(actual)).toEqual(Object.keys(expected));
  const differing = Object.keys(expected).filter((key) => actual[key] !== expected[key]);
  const first = differing[0];
  if (first !== undefined) {
    const parse = (answer: string) => {
      const [status, ...rest] = answer.split(' ');
      const body = rest.join(' ');
      try {
        return { status, body: JSON.parse(body) as unknown };
      } catch {
        return { status, body };
      }
    };
    expect(parse(actual[first]!), first).toEqual(parse(expected[first]!));
  }
  expect(differing).toEqual([]);
}
