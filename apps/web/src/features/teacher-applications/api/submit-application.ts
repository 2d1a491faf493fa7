import { useMutation } from '@tanstack/react-query';
import { APPLICATION_MESSAGES } from '@portal/domain/rules';
import type { TeacherApplicationInput } from '@portal/domain/schemas';
import { api, ApiError } from '../../../lib/api-client.ts';

export interface ApplicationCreated {
  id: number;
  message: string;
}

/** Sends the application as a JSON body, so personal data never travels in the URL. */
export function submitApplication(body: TeacherApplicationInput): Promise<ApplicationCreated> {
  return api.post<ApplicationCreated>('/teachers/applications', body, { auth: 'none' });
}

export function useSubmitApplication() {
  return useMutation({ mutationFn: submitApplication });
}

function hasServerMessage(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !('message' in body)) return false;
  const m = (body as { message: unknown }).message;
  return (typeof m === 'string' && m !== '') || (Array.isArray(m) && m.length > 0);
}

/** The server's message (an array joined by spaces), or the spec's generic failure text (§8). */
export function submitErrorMessage(error: unknown): string {
  if (error instanceof ApiError && !error.isNetworkError && hasServerMessage(error.body)) return error.message;
  return APPLICATION_MESSAGES.submitFailed;
}
