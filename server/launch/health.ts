import type { Health } from '../../interface/health';
import { judgeHealth } from '../chain/indexer-health';
import { iso, type ServiceContext } from '../context';
import type { createServiceApp } from '../http/service-app';

type Route = ReturnType<typeof createServiceApp>['route'];

/**
 * `GET /api/health`: never cached, read from what the indexer last reported (no chain request), and
 * judged against the clock: degraded answers 503 so that an uptime checker sees it.
 */
export function healthRoutes(route: Route, ctx: ServiceContext) {
  route('health', ({ c }) => {
    const body = healthOf(ctx);
    return body.status === 'ok' ? body : c.json(body, 503);
  });
}

function healthOf(ctx: ServiceContext): Health {
  const h = ctx.indexerHealth;
  if (!h) return { status: 'ok', indexer: null };
  const judged = judgeHealth(h, ctx.clock());
  const lag = h.indexed && h.head;
  const seconds = (ms: number | null) => (ms === null ? null : ms / 1000);
  return {
    status: judged.status,
    indexer: {
      indexed_block: h.indexed ? Number(h.indexed.block) : null,
      head_block: h.head ? Number(h.head.block) : null,
      lag_blocks: lag ? Math.max(0, Number(h.head!.block - h.indexed!.block)) : null,
      lag_seconds: lag ? Math.max(0, (h.head!.time - h.indexed!.time) / 1000) : null,
      last_error: h.lastError ? { message: h.lastError.message, at: iso(h.lastError.at) } : null,
      last_read_at: h.lastReadAt === null ? null : iso(h.lastReadAt),
      head_time: h.head ? iso(h.head.time) : null,
      head_age_seconds: seconds(judged.headAgeMs),
      block_time_seconds: seconds(h.blockTimeMs),
      stale_after_seconds: judged.staleAfterMs / 1000,
      problems: judged.problems,
    },
  };
}
