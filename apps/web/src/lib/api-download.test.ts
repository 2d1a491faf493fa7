import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiDownload, setTokenResolver } from './api-client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  setTokenResolver(async () => null);
});

describe('apiDownload: a file fetched with the bearer token', () => {
  it('sends the token and returns the body with the server file name', async () => {
    setTokenResolver(async () => 'token-de-prueba');
    const fetchMock = vi.fn(
      async () =>
        new Response(new Blob(['a,b']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="lista-ACF0904-2026.csv"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { blob, fileName } = await apiDownload('/classes/7/roster.csv', 'respaldo.csv');
    expect(fileName).toBe('lista-ACF0904-2026.csv');
    expect(await blob.text()).toBe('a,b');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/classes\/7\/roster\.csv$/);
    expect((init.headers as Record<string, string>)['authorization']).toBe('Bearer token-de-prueba');
  });

  it('turns a refusal into an ApiError with the server message', async () => {
    const message = 'Solo un administrador o el jefe de grupo de esta clase pueden descargar sus listas.';
    vi.stubGlobal('fetch', async () =>
      Response.json({ statusCode: 403, error: 'Forbidden', code: 'EXPORT_FORBIDDEN', message }, { status: 403 }),
    );
    const err = await apiDownload('/classes/7/roster.xlsx', 'x.xlsx').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(403);
    expect((err as ApiError).code).toBe('EXPORT_FORBIDDEN');
    expect((err as ApiError).message).toBe(message);
  });
});
