// JSON-RPC 2.0 envelopes as Moonraker sends and accepts them over its websocket.

export interface JsonRpcRequest {
  jsonrpc: '2.0';
  method: string;
  params?: Record<string, unknown>;
  id?: number | string | null;
}

export interface JsonRpcErrorBody {
  code: number;
  message: string;
  data?: unknown;
}

export interface JsonRpcSuccess<T = unknown> {
  jsonrpc: '2.0';
  result: T;
  id: number | string | null;
}

export interface JsonRpcFailure {
  jsonrpc: '2.0';
  error: JsonRpcErrorBody;
  id: number | string | null;
}

/** Server → client notification: `params` is always an array, and absent when there is no data. */
export interface JsonRpcNotification {
  jsonrpc: '2.0';
  method: string;
  params?: unknown[];
}

export type JsonRpcResponse<T = unknown> = JsonRpcSuccess<T> | JsonRpcFailure;

/** JSON-RPC codes Moonraker uses besides HTTP-style status numbers (reference §2.4). */
export const RPC_PARSE_ERROR = -32700;
export const RPC_INVALID_REQUEST = -32600;
export const RPC_METHOD_NOT_FOUND = -32601;
export const RPC_INVALID_PARAMS = -32602;

/** The HTTP error body: `{"error": {"code", "message", "traceback"}}` (reference §2.2). */
export interface HttpErrorBody {
  error: { code: number; message: string; traceback?: string };
}
