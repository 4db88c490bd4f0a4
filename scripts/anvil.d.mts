/** Types of anvil.mjs, which plain Node scripts import as it is. */
export declare const LOCAL_CHAIN_ID: number;
/** A folder for an Anvil's state files (`args`: its --cache-path), to `remove()` once it has stopped. */
export declare function anvilStateFolder(): { args: string[]; remove: () => void };
export declare function installedAnvil(): string | undefined;
export declare function findAnvil(): Promise<string>;
/** The chain id that answers at `url`, `'not-rpc'` for something else, undefined for nothing. */
export declare function probeChainId(url: string): Promise<number | 'not-rpc' | undefined>;
export declare function startAnvil(options?: {
  host?: string;
  port?: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
  args?: readonly string[];
  readyTimeoutMs?: number;
  /** False: a chain already answering on the port is refused (an error whose `code` is PORT_TAKEN), not used. */
  reuse?: boolean;
}): Promise<{ url: string; reused: boolean; stop: () => Promise<void>; exited: Promise<void> }>;
