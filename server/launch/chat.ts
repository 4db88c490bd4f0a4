import { randomUUID } from 'node:crypto';
import { recoverMessageAddress } from 'viem';
import { CHAT_SIGNATURE_TTL_S, type chatPostSchema, chatSigningMessage } from '../../interface/chat';
import type { z } from '../../interface/zod';
import { iso, type ServiceContext } from '../context';
import { ApiError, notFound, unauthorized } from '../http/errors';
import type { createServiceApp } from '../http/service-app';
import { IngestError } from '../ingest/events';
import { createHumanCheck } from './human-check';
import type { SignatureChecker } from './signatures';
import type { TokenQueries } from './token-queries';

type Route = ReturnType<typeof createServiceApp>['route'];
type ChatPostBody = z.output<typeof chatPostSchema>;

interface ChatRow {
  id: string;
  sender: string;
  message: string;
  created_at: number;
}

async function recoverSender(text: string, signature: `0x${string}`) {
  try {
    return (await recoverMessageAddress({ message: text, signature })).toLowerCase();
  } catch {
    throw new ApiError('INVALID_REQUEST', 'The signature could not be read', [
      { field: 'signature', message: 'must be a 65-byte personal_sign signature of the chat message' },
    ]);
  }
}

/** `signedAt` within CHAT_SIGNATURE_TTL_S of the service's clock, either way, or a 400 that says which way. */
function checkSignedAt(signedAt: number, nowMs: number) {
  const age = nowMs / 1000 - signedAt;
  if (Math.abs(age) <= CHAT_SIGNATURE_TTL_S) return;
  const seconds = Math.round(Math.abs(age));
  const [summary, detail] =
    age > 0
      ? ['too old', `is too old: ${seconds} s before the service clock, at most ${CHAT_SIGNATURE_TTL_S} s; sign again`]
      : [
          'in the future',
          `is in the future: ${seconds} s after the service clock, at most ${CHAT_SIGNATURE_TTL_S} s; check this computer's clock`,
        ];
  throw new ApiError('INVALID_REQUEST', `The chat signature's time is ${summary}`, [
    { field: 'signedAt', message: detail },
  ]);
}

export function chatRoutes(route: Route, ctx: ServiceContext, tokens: TokenQueries, signatures: SignatureChecker) {
  const { db, config, ingest, clock } = ctx;
  const isHuman = createHumanCheck(config);
  const page = db.prepare<[number, number, number], ChatRow>(
    `SELECT id, sender, message, created_at FROM chat_messages WHERE token_id = ?
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
  /**
   * Who signed: the address recovered from the signature, or the `sender` the body names, checked
   * through the chain when it is a contract wallet (nothing can be recovered from its signature).
   */
  async function senderOf(body: ChatPostBody, tokenAddress: string): Promise<string> {
    const text = chatSigningMessage(tokenAddress, body.signedAt, body.message);
    if (body.sender === undefined) return recoverSender(text, body.signature as `0x${string}`);
    if (await signatures.signedBy(body.sender, text, body.signature)) return body.sender.toLowerCase();
    // 400, not 401: 401 means the operator credential (X-Api-Key), and the app must tell the two apart.
    const sender = body.sender.toLowerCase();
    throw new ApiError('INVALID_REQUEST', `The signature is not ${sender}'s signature of this chat message`, [
      { field: 'signature', message: `is not a signature of this chat message by ${sender}` },
    ]);
  }
  const json = (tokenAddress: string, r: ChatRow) => ({
    id: r.id,
    token_address: tokenAddress,
    sender_address: r.sender,
    message: r.message,
    created_at: iso(r.created_at),
  });

  route('chatList', ({ query }) => {
    const t = tokens.byAddress(query.tokenAddress.toLowerCase());
    if (!t) throw notFound(`Token ${query.tokenAddress}`);
    return page.all(t.id, query.limit, query.offset).map((r) => json(t.address, r));
  });

  route(
    'chatPost',
    async ({ body, limit, client }) => {
      checkSignedAt(body.signedAt, clock());
      if (!(await isHuman(body.token, client))) {
        throw new ApiError('FORBIDDEN', 'The human check failed: please complete it again');
      }
      const tokenAddress = body.tokenAddress.toLowerCase();
      if (!tokens.byAddress(tokenAddress)) throw notFound(`Token ${tokenAddress}`);
      const sender = await senderOf(body, tokenAddress);
      limit(sender);
      const row: ChatRow = { id: randomUUID(), sender, message: body.message, created_at: clock() };
      try {
        ingest.chatMessage({
          ...row,
          token: tokenAddress,
          signature: body.signature.toLowerCase(),
          timestamp: row.created_at,
        });
      } catch (e) {
        if (e instanceof IngestError && e.kind === 'duplicate')
          throw new ApiError('CONFLICT', 'This signed message was already posted');
        throw e;
      }
      return json(tokenAddress, row);
    },
    (c) => {
      const key = c.req.header('X-Api-Key');
      if (!key || !config.chatApiKeys.includes(key)) throw unauthorized('A valid X-Api-Key is required to post');
      return 'operator';
    },
  );
}
