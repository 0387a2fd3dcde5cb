import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, errorMessageOf } from './api-client.ts';

afterEach(() => vi.restoreAllMocks());

describe('apiFetch', () => {
  it('prefixes /api, sends cookies and a JSON Accept header, and a JSON Content-Type only with a body', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => Response.json({ ok: true }));
    await apiFetch('/user');
    await apiFetch('/login', { method: 'POST', body: { username: 'a' } });
    const [getUrl, getInit] = fetchMock.mock.calls[0]!;
    expect(getUrl).toBe('/api/user');
    expect(getInit).toMatchObject({ credentials: 'include', headers: { Accept: 'application/json' } });
    expect((getInit!.headers as Record<string, string>)['Content-Type']).toBeUndefined();
    const [, postInit] = fetchMock.mock.calls[1]!;
    expect((postInit!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(postInit!.body).toBe('{"username":"a"}');
  });

  it('throws "{status}: {body}" and exposes the server message', async () => {
    const body = JSON.stringify({ message: 'Invalid username or password', code: 'UNAUTHENTICATED' });
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(body, { status: 401, statusText: 'Unauthorized' }),
    );
    const error = (await apiFetch('/login', { method: 'POST', body: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`401: ${body}`);
    expect(error.serverMessage).toBe('Invalid username or password');
  });

  it('uses the status text when the body is empty', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(apiFetch('/events')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('errorMessageOf', () => {
  it("shows the server's message from its JSON body, else the fallback, never raw text or a network failure", () => {
    const withBody = new ApiError(409, '{}', { code: 'CONFLICT', message: 'That name is taken' });
    expect(errorMessageOf(withBody, 'Failed')).toBe('That name is taken');
    expect(errorMessageOf(new ApiError(502, '<html>Bad Gateway</html>', null), 'Failed')).toBe('Failed');
    expect(errorMessageOf(new TypeError('Failed to fetch'), 'Failed')).toBe('Failed');
    expect(errorMessageOf(new Error('Choose an image first'), 'Failed')).toBe('Choose an image first');
    expect(errorMessageOf('weird', 'Failed')).toBe('Failed');
  });
});
