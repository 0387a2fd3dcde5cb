import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { authKeys } from './user.ts';

vi.mock('#client/components/ui/use-toast.ts', () => ({ toast: vi.fn() }));

const apiError = (status: number, message: string) =>
  new ApiError(status, JSON.stringify({ message, code: 'X' }), { message, code: 'VALIDATION_FAILED' });

async function failMutation(client: ReturnType<typeof createQueryClient>, error: Error, meta = {}) {
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error),
    meta,
  });
  await mutation.execute(undefined).catch(() => {});
}

afterEach(() => {
  vi.mocked(toast).mockClear();
  window.history.replaceState(null, '', '/');
});

describe('the shared mutation error path', () => {
  it("shows the server's message in an error toast", async () => {
    await failMutation(createQueryClient(), apiError(400, 'Title is required'));
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Title is required',
      variant: 'destructive',
    });
  });

  it('uses the mutation fallback when the server sent no message', async () => {
    await failMutation(createQueryClient(), new ApiError(502, '', null), {
      errorFallback: 'Could not create the link.',
    });
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Could not create the link.',
      variant: 'destructive',
    });
  });

  it('stays quiet when the callers word the error themselves', async () => {
    await failMutation(createQueryClient(), apiError(400, 'Nope'), { errorToast: false });
    expect(toast).not.toHaveBeenCalled();
  });

  it('sends a signed-out person to /auth with redirectTo and forgets the user', async () => {
    window.history.replaceState(null, '', '/events/7?tab=map');
    const navigate = vi.fn();
    const client = createQueryClient({ navigate });
    client.setQueryData(authKeys.user, { id: 1 });
    await failMutation(client, apiError(401, 'Please sign in'), { errorToast: false });
    expect(navigate).toHaveBeenCalledWith('/auth?redirectTo=%2Fevents%2F7%3Ftab%3Dmap');
    expect(client.getQueryData(authKeys.user)).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });

  it('leaves a 401 on the sign-in page itself (wrong password) to the form', async () => {
    window.history.replaceState(null, '', '/auth');
    const navigate = vi.fn();
    await failMutation(createQueryClient({ navigate }), apiError(401, 'Invalid username or password'), {
      errorToast: false,
    });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('the shared query error path', () => {
  it('sends a signed-out person to /auth when a query answers 401', async () => {
    window.history.replaceState(null, '', '/profile');
    const navigate = vi.fn();
    const client = createQueryClient({ navigate });
    await client
      .fetchQuery({ queryKey: ['private'], queryFn: () => Promise.reject(apiError(401, 'Please sign in')) })
      .catch(() => {});
    expect(navigate).toHaveBeenCalledWith('/auth?redirectTo=%2Fprofile');
  });
});
