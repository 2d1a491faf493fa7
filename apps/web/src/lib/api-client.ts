// Only the codes' type: neither the messages' table (`@portal/domain/errors`) nor the codes' table is in the first
// load (screens compare a failure's code with the one they expect; the type keeps those names right).
import type { ApiErrorCode } from '@portal/domain/error-codes';
import { env } from '../config/env.ts';

/** The shape of every code the API sends (UPPER_SNAKE_CASE); anything else is not a code. */
const CODE_SHAPE = /^[A-Z][A-Z0-9_]*$/;

/**
 * A failed API call: the server's Spanish `message` (arrays joined by spaces) to show, its status,
 * the server's machine `code` to decide on (null when the answer had none: no answer, a proxy's page),
 * and whether the network failed. Screens branch on `code`, never on the text.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's code as sent (a newer server may send one this build does not know yet). */
  readonly code: string | null;
  readonly isNetworkError: boolean;
  /** The client itself refused before the call left (no token for the path): `message` is its own. */
  readonly fromClient: boolean;
  readonly body: unknown;

  constructor(
    message: string,
    options: { status: number; isNetworkError?: boolean; fromClient?: boolean; body?: unknown },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = codeOf(options.body);
    this.isNetworkError = options.isNetworkError ?? false;
    this.fromClient = options.fromClient ?? false;
    this.body = options.body;
  }
}

function codeOf(body: unknown): string | null {
  const code = body && typeof body === 'object' && 'code' in body ? (body as { code: unknown }).code : null;
  return typeof code === 'string' && CODE_SHAPE.test(code) ? code : null;
}

/** Whether a failure is the API's answer with this code. */
export function hasErrorCode(error: unknown, code: ApiErrorCode): boolean {
  return error instanceof ApiError && error.code === code;
}

export const NETWORK_ERROR_MESSAGE = 'Error de conexión. Por favor, intenta nuevamente.';

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** 'auto' picks the token for the path (docs/rules.md ACC-8); 'none' sends no token. */
  auth?: 'auto' | 'none';
  signal?: AbortSignal;
}

/**
 * Chooses the bearer token for a call (docs/rules.md ACC-8) or throws an ApiError with its message.
 * Installed by the auth module; until then calls go without a token.
 */
export type TokenResolver = (path: string, method: string) => Promise<string | null>;
let resolveToken: TokenResolver = async () => null;

export function setTokenResolver(resolver: TokenResolver): void {
  resolveToken = resolver;
}

/** Listeners told about a 401 answer (the auth module clears a stale staff session). */
type UnauthorizedListener = (path: string, method: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** What a screen says when a call failed in a way it has no words of its own for. */
export interface UserMessageOptions {
  /** No answer came (offline, the server down): default, the fallback. */
  network?: string;
  /** Not an API failure at all (a bug in the page): default, the fallback. */
  unexpected?: string;
}

/**
 * The one way the web turns a failure into the text a user reads: the server's Spanish message
 * (arrays joined by spaces); else a message the client itself gave before the call left (no token
 * for the path, docs/rules.md ACC-8); else the screen's own `fallback` (no answer, an answer without a
 * message such as a proxy's 502 page — never a bare "Error 502" — or a bug), unless `network` or
 * `unexpected` word those cases apart.
 */
export function userMessage(error: unknown, fallback: string, options: UserMessageOptions = {}): string {
  if (!(error instanceof ApiError)) return options.unexpected ?? fallback;
  const fromServer = messageOf(error.body);
  if (fromServer) return fromServer;
  if (error.isNetworkError) return options.network ?? fallback;
  if (error.fromClient && error.message) return error.message;
  return fallback;
}

/**
 * Whether asking again could help: a network failure, a 5xx, a timeout or a rate limit could pass; the
 * other 4xx (the class does not exist, no permission) would only answer the same.
 */
export function canRetry(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.isNetworkError) return true;
  return error.status < 400 || error.status >= 500 || error.status === 408 || error.status === 429;
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const qs = params.toString();
  return `${env.apiBaseUrl}${path}${qs ? `?${qs}` : ''}`;
}

function messageOf(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const m = (body as { message: unknown }).message;
    if (Array.isArray(m)) return m.map(String).join(' ');
    if (typeof m === 'string' && m) return m;
  }
  return null;
}

/** The one way the web app calls the API: JSON in and out, Spanish errors, token by path. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.auth !== 'none') {
    const token = await resolveToken(path, method);
    if (token) headers['authorization'] = `Bearer ${token}`;
  }
  let payload: string | FormData | undefined;
  // A form (a file upload) goes as multipart: the browser writes its content type and boundary.
  if (options.body instanceof FormData) payload = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: options.signal ?? null,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, isNetworkError: true });
  }
  const text = await response.text();
  let body: unknown = undefined;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401) for (const l of unauthorizedListeners) l(path, method);
    throw new ApiError(messageOf(body) ?? `Error ${response.status}`, { status: response.status, body });
  }
  return body as T;
}

/** A file the API answered with, and the name its Content-Disposition suggests. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Downloads a file from the API with the caller's bearer token (a bare link could not carry it):
 * the body as a Blob and the server's file name, or an ApiError with the server's Spanish message.
 */
export async function apiDownload(path: string, fallbackName: string): Promise<DownloadedFile> {
  const headers: Record<string, string> = {};
  const token = await resolveToken(path, 'GET');
  if (token) headers['authorization'] = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(path), { method: 'GET', headers });
  } catch {
    throw new ApiError(NETWORK_ERROR_MESSAGE, { status: 0, isNetworkError: true });
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    if (response.status === 401) for (const l of unauthorizedListeners) l(path, 'GET');
    throw new ApiError(messageOf(body) ?? `Error ${response.status}`, { status: response.status, body });
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

export const api = {
  get: <T>(path: string, query?: RequestOptions['query'], options?: Omit<RequestOptions, 'method' | 'query'>) =>
    apiRequest<T>(path, { ...options, method: 'GET', query }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
