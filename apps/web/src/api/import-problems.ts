import { ApiError } from '../lib/api-client.ts';

/** The bad lines of a refused import ("Línea 3: …"), each on its own; null for any other failure. */
export function importProblems(error: unknown): string[] | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const message = (error.body as { message?: unknown } | undefined)?.message;
  if (Array.isArray(message)) return message.map(String);
  return typeof message === 'string' ? [message] : null;
}
