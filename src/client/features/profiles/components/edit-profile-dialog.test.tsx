import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { buildTestUser } from '#client/testing/fixtures.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';

const user = buildTestUser({ id: 7 });

async function openDialog(onSave = vi.fn().mockResolvedValue(undefined)) {
  render(<EditProfileDialog user={user} onSave={onSave} />);
  const actor = userEvent.setup();
  await actor.click(screen.getByRole('button', { name: 'Edit Profile' }));
  await screen.findByRole('dialog', { name: 'Edit Profile' });
  return { actor, onSave };
}

afterEach(() => vi.restoreAllMocks());

describe('EditProfileDialog', { timeout: 15_000 }, () => {
  it("shows the spec's messages under their fields and saves nothing", async () => {
    const { actor, onSave } = await openDialog();
    await actor.clear(screen.getByLabelText(/^Username/));
    await actor.type(screen.getByLabelText(/^Username/), 'r');
    await actor.clear(screen.getByLabelText(/^Name/));
    await actor.type(screen.getByLabelText('Avatar URL'), 'me.png');
    await actor.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Username must be at least 2 characters')).toBeInTheDocument();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the changes, an empty avatar as null, and closes', async () => {
    const { actor, onSave } = await openDialog();
    await actor.type(screen.getByLabelText('Bio'), 'I throw the best rooftop parties.');
    await actor.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({
      username: 'riley',
      name: 'Riley Party',
      bio: 'I throw the best rooftop parties.',
      avatar: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog open with the server issue under its field', async () => {
    const taken = new ApiError(409, '', {
      message: 'That username is taken',
      code: 'CONFLICT',
      issues: [{ path: 'username', message: 'That username is taken' }],
    });
    const { actor } = await openDialog(vi.fn().mockRejectedValue(taken));
    await actor.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('That username is taken')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
