/** Build-time settings of the web app. The API base URL defaults to same-origin /api. */
export const env = {
  apiBaseUrl: (import.meta.env['VITE_API_BASE_URL'] as string | undefined)?.replace(/\/$/, '') ?? '/api',
} as const;
