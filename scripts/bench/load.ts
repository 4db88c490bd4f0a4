import { Agent, request } from 'node:http';

export interface LoadTarget {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  /** Every request answered, the warm-up's included: what the server's CPU time is divided by. */
  answered: number;
  p50: number;
  p99: number;
}

function once(agent: Agent, target: LoadTarget, payload: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      target.url,
      {
        agent,
        method: target.method ?? 'GET',
        // As a browser asks: a large prebuilt answer may then come gzipped (server/http/snapshot.ts).
        headers: {
          'Accept-Encoding': 'gzip, deflate, br',
          ...(payload ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => {
          const ms = Number(process.hrtime.bigint() - started) / 1e6;
          if (res.statusCode === 200) resolve(ms);
          else reject(new Error(`${target.name}: HTTP ${res.statusCode}`));
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Keeps `connections` requests in flight against one endpoint for `seconds` (after a short warm-up)
 * over keep-alive sockets, like a browser would, and reports throughput and latency percentiles.
 * Given several endpoints, each connection goes through them in turn (from a different one): every
 * read at once, and the figures are those of all of them together.
 */
export async function load(
  target: LoadTarget | LoadTarget[],
  connections = 10,
  seconds = 4,
  warmupSeconds = 1,
): Promise<LoadResult> {
  const targets = Array.isArray(target) ? target : [target];
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const payloads = targets.map((t) => (t.body === undefined ? undefined : JSON.stringify(t.body)));
  const latencies: number[] = [];
  let errors = 0;
  let answered = 0;
  const warmupEnds = Date.now() + warmupSeconds * 1000;
  const ends = warmupEnds + seconds * 1000;
  const worker = async (k: number) => {
    for (let i = k; Date.now() < ends; i++) {
      const n = i % targets.length;
      try {
        const ms = await once(agent, targets[n]!, payloads[n]);
        answered++;
        if (Date.now() > warmupEnds) latencies.push(ms);
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, k) => worker(k)));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    name: targets.map((t) => t.name).join(' + '),
    requests: latencies.length,
    errors,
    rps: latencies.length / seconds,
    answered,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}
