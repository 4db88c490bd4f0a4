import { randomUUID } from 'node:crypto';
import { recoverMessageAddress } from 'viem';
import { chatSigningMessage } from '../../interface/chat';
import { iso, type ServiceContext } from '../context';
import { ApiError, notFound, unauthorized } from '../http/errors';
import { clientIp, type createServiceApp } from '../http/service-app';
import { IngestError } from '../ingest/events';
import { createHumanCheck } from './human-check';
import type { TokenQueries } from './token-queries';

type Route = ReturnType<typeof createServiceApp>['route'];

interface ChatRow {
  id: string;
  sender: string;
  message: string;
  created_at: number;
}

async function recoverSender(tokenAddress: string, message: string, signature: `0x${string}`) {
  try {
    return (
      await recoverMessageAddress({ message: chatSigningMessage(tokenAddress, message), signature })
    ).toLowerCase();
  } catch {
    throw new ApiError('INVALID_REQUEST', 'The signature could not be read', [
      { field: 'signature', message: 'must be a 65-byte personal_sign signature of the chat message' },
    ]);
  }
}

export function chatRoutes(route: Route, ctx: ServiceContext, tokens: TokenQueries) {
  const { db, config, ingest, clock } = ctx;
  const isHuman = createHumanCheck(config);
  const page = db.prepare<[number, number, number], ChatRow>(
    `SELECT id, sender, message, created_at FROM chat_messages WHERE token_id = ?
     ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
  );
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
    async ({ c, body, limit }) => {
      if (!(await isHuman(body.token, clientIp(c)))) {
        throw new ApiError('FORBIDDEN', 'The human check failed: please complete it again');
      }
      const tokenAddress = body.tokenAddress.toLowerCase();
      if (!tokens.byAddress(tokenAddress)) throw notFound(`Token ${tokenAddress}`);
      const sender = await recoverSender(tokenAddress, body.message, body.signature as `0x${string}`);
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
