import type { Health } from '../../interface/health';
import { iso, type ServiceContext } from '../context';
import type { createServiceApp } from '../http/service-app';

type Route = ReturnType<typeof createServiceApp>['route'];

/** `GET /api/health`: never cached, read from what the indexer last reported (no chain request). */
export function healthRoutes(route: Route, ctx: ServiceContext) {
  route('health', (): Health => {
    const h = ctx.indexerHealth;
    if (!h) return { status: 'ok', indexer: null };
    const lag = h.indexed && h.head;
    return {
      status: 'ok',
      indexer: {
        indexed_block: h.indexed ? Number(h.indexed.block) : null,
        head_block: h.head ? Number(h.head.block) : null,
        lag_blocks: lag ? Math.max(0, Number(h.head!.block - h.indexed!.block)) : null,
        lag_seconds: lag ? Math.max(0, (h.head!.time - h.indexed!.time) / 1000) : null,
        last_error: h.lastError ? { message: h.lastError.message, at: iso(h.lastError.at) } : null,
      },
    };
  });
}
