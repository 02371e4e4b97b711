// The one method registry: each endpoint registered once (HTTP verb + path), reachable over HTTP and
// JSON-RPC; method names derived by the naming rule of reference §1. A registration whose method is in
// protocol/methods.ts is typed by it: the argument names its handler may read and its result.

import type { MethodMap, MethodName } from '../protocol/methods';
import type { Args } from './args';
import type { AuthUser } from './components/authorization/users';
import type { Connection } from './connections';

export type Verb = 'GET' | 'POST' | 'DELETE';
export type Transport = 'http' | 'websocket';

export interface RequestContext<K extends string = string> {
  args: Args<K>;
  transport: Transport;
  user: AuthUser | null;
  /** The websocket this request came over, or the one named by `connection_id` over HTTP. */
  conn: Connection | null;
  ip: string;
  /** True when the call arrived as JSON-RPC (websocket or POST /server/jsonrpc). */
  rpc: boolean;
}

export type Handler = (ctx: RequestContext) => unknown;

type Dotted<P extends string> = P extends `${infer A}/${infer B}` ? `${A}.${Dotted<B>}` : P;
type VerbDotted<P extends string, V extends string> = P extends `${infer A}/${infer B}`
  ? `${A}.${VerbDotted<B, V>}`
  : `${Lowercase<V>}_${P}`;
type Bare<P extends string> = P extends `/${infer R}` ? R : P;

/**
 * The protocol method a registration serves, by the naming rule: the plain name when the map has it,
 * else the verb-prefixed one (a path with several registrations), else `null` (not in the map).
 */
export type MethodOf<V extends Verb, P extends string> =
  Dotted<Bare<P>> extends MethodName
    ? Dotted<Bare<P>>
    : [VerbDotted<Bare<P>, V> & MethodName] extends [never]
      ? null
      : VerbDotted<Bare<P>, V> & MethodName;

type ParamsOf<M> = M extends MethodName ? MethodMap[M]['params'] : Record<string, unknown>;
/** The argument names a handler may read: the keys of the method's params in the map. */
type ArgKey<M> = M extends MethodName
  ? ParamsOf<M> extends infer P
    ? P extends object
      ? keyof P & string
      : never
    : never
  : string;
type ResultOf<M> = M extends MethodName ? MethodMap[M]['result'] : unknown;

export type TypedHandler<M> = (
  ctx: RequestContext<ArgKey<M>>,
) => ResultOf<M> | Promise<ResultOf<M>>;

export interface EndpointOptions {
  /** Transports the endpoint is reachable over (default both). */
  transports?: Transport[];
  /** Whether an authenticated user is required (default true). */
  auth?: boolean;
  /** A Klipper endpoint forwarded by Moonraker: 404 before Klipper first connects, 503 while down. */
  klippy?: boolean;
}

export interface Endpoint extends Required<EndpointOptions> {
  path: string;
  verbs: Verb[];
  handler: Handler;
  method: string;
}

/** JSON-RPC name of a registration; `multi` when the path has several registrations (§1). */
export function rpcMethodName(path: string, verb: Verb, multi: boolean): string {
  const parts = path.replace(/^\//, '').split('/');
  if (multi) {
    const last = parts.length - 1;
    parts[last] = `${verb.toLowerCase()}_${parts[last] ?? ''}`;
  }
  return parts.join('.');
}

export class Registry {
  private readonly byPath = new Map<string, Endpoint[]>();
  private byMethod: Map<string, Endpoint> | null = null;

  /** Register an endpoint; a Klipper endpoint takes several verbs but keeps one method name. */
  register<V extends Verb, P extends string>(
    verbs: V | V[],
    path: P,
    typed: NoInfer<TypedHandler<MethodOf<V, P>>>,
    opts: EndpointOptions = {},
  ): void {
    const handler = typed as Handler;
    const list: Verb[] = Array.isArray(verbs) ? verbs : [verbs];
    const entries = this.byPath.get(path) ?? [];
    for (const e of entries) {
      if (e.verbs.some((v) => list.includes(v)))
        throw new Error(`Duplicate endpoint ${list.join('|')} ${path}`);
    }
    entries.push({
      path,
      verbs: list,
      handler,
      method: '',
      transports: opts.transports ?? ['http', 'websocket'],
      auth: opts.auth ?? true,
      klippy: opts.klippy ?? false,
    });
    this.byPath.set(path, entries);
    this.byMethod = null;
  }

  /** Look up by HTTP path and verb: the endpoint, 'method-not-allowed', or null for an unknown path. */
  lookupHttp(path: string, verb: string): Endpoint | 'method-not-allowed' | null {
    this.index();
    const entries = this.byPath.get(path);
    if (!entries) return null;
    return entries.find((e) => (e.verbs as string[]).includes(verb)) ?? 'method-not-allowed';
  }

  lookupMethod(method: string): Endpoint | null {
    return this.index().get(method) ?? null;
  }

  methods(): string[] {
    return [...this.index().keys()];
  }

  /** Forget every endpoint (server.restart registers them again). */
  clear(): void {
    this.byPath.clear();
    this.byMethod = null;
  }

  private index(): Map<string, Endpoint> {
    if (this.byMethod) return this.byMethod;
    const map = new Map<string, Endpoint>();
    for (const [path, entries] of this.byPath) {
      for (const e of entries) {
        e.method = rpcMethodName(path, e.verbs[0] ?? 'GET', entries.length > 1);
        map.set(e.method, e);
      }
    }
    this.byMethod = map;
    return map;
  }
}
