import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#client/lib/api-client.ts';
import { buildTestVendor } from '#client/testing/fixtures.ts';
import { MAX_GALLERY_IMAGES } from '#shared/contracts/vendors.ts';
import { GalleryEditor } from './gallery-editor.tsx';
import { VendorForm } from './vendor-form.tsx';

const stored = (n: number) => `/images/${n.toString(16).padStart(64, '0')}`;
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'party.jpg', { type: 'image/jpeg' });

/** Answers each upload with the next stored URL, starting at `first`. */
function answerUploads(first: number) {
  let next = first;
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async () => Response.json({ imageUrl: stored(next++) }, { status: 201 }));
}

function Harness({ initial = [] }: { initial?: string[] }) {
  const [gallery, setGallery] = useState(initial);
  return <GalleryEditor value={gallery} onChange={setGallery} />;
}

function renderEditor(initial: string[] = []) {
  render(<Harness initial={initial} />);
  return userEvent.setup();
}

const thumbnails = () => within(screen.getByRole('list')).getAllByRole('img');

afterEach(() => vi.restoreAllMocks());

describe('GalleryEditor', { timeout: 15_000 }, () => {
  it('adds each uploaded picture as a thumbnail and counts it', async () => {
    const fetchSpy = answerUploads(1);
    const user = renderEditor();
    expect(screen.getByText(`0 of ${MAX_GALLERY_IMAGES} pictures`)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Add a picture'), photo());
    await screen.findByText(`1 of ${MAX_GALLERY_IMAGES} pictures`);
    await user.upload(screen.getByLabelText('Add a picture'), photo());
    await screen.findByText(`2 of ${MAX_GALLERY_IMAGES} pictures`);

    expect(String(fetchSpy.mock.calls[0]?.[0])).toBe('/api/images/uploads?fit=photo');
    expect(thumbnails().map((img) => img.getAttribute('src'))).toEqual([
      `${stored(1)}?size=card`,
      `${stored(2)}?size=card`,
    ]);
    expect(screen.getByRole('button', { name: 'Remove picture 2' })).toBeInTheDocument();
  });

  it('keeps one copy when the same picture is uploaded twice', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json({ imageUrl: stored(7) }));
    const user = renderEditor([stored(7)]);
    await user.upload(screen.getByLabelText('Add a picture'), photo());
    await waitFor(() => expect(screen.getByLabelText('Add a picture')).toBeEnabled());
    expect(thumbnails()).toHaveLength(1);
  });

  it('removes the picture its button names', async () => {
    const user = renderEditor([stored(1), stored(2), stored(3)]);
    await user.click(screen.getByRole('button', { name: 'Remove picture 2' }));

    expect(screen.getByText(`2 of ${MAX_GALLERY_IMAGES} pictures`)).toBeInTheDocument();
    expect(thumbnails().map((img) => img.getAttribute('src'))).toEqual([
      `${stored(1)}?size=card`,
      `${stored(3)}?size=card`,
    ]);
    expect(screen.queryByRole('button', { name: 'Remove picture 3' })).not.toBeInTheDocument();
  });

  it(`disables the upload at ${MAX_GALLERY_IMAGES} pictures until one is removed`, async () => {
    const full = Array.from({ length: MAX_GALLERY_IMAGES }, (_, i) => stored(i + 1));
    const user = renderEditor(full);

    expect(screen.getByText(`12 of ${MAX_GALLERY_IMAGES} pictures`)).toBeInTheDocument();
    expect(screen.getByLabelText('Add a picture')).toBeDisabled();
    expect(screen.getByText(/The gallery is full/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove picture 12' }));
    expect(screen.getByLabelText('Add a picture')).toBeEnabled();
  });
});

describe('VendorForm: gallery', { timeout: 15_000 }, () => {
  function renderForm(props: { gallery?: string[]; error?: unknown } = {}) {
    const onSubmit = vi.fn<(body: Record<string, unknown>) => void>();
    render(
      <VendorForm
        vendor={buildTestVendor({ gallery: props.gallery ?? [] })}
        submitLabel="Save changes"
        isPending={false}
        error={props.error ?? null}
        onSubmit={onSubmit}
        renderLocation={({ id, value, onChange }) => (
          <input id={id} value={value} onChange={(e) => onChange(e.target.value)} />
        )}
      />,
    );
    return { onSubmit, user: userEvent.setup() };
  }

  it('sends the saved pictures, minus the removed ones, plus the new ones as gallery', async () => {
    answerUploads(3);
    const { onSubmit, user } = renderForm({ gallery: [stored(1), stored(2)] });

    await user.click(screen.getByRole('button', { name: 'Remove picture 1' }));
    await user.upload(screen.getByLabelText('Add a picture'), photo());
    await screen.findByText(`2 of ${MAX_GALLERY_IMAGES} pictures`);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0].gallery).toEqual([stored(2), stored(3)]);
  });

  it("drops a field's message once it is edited, and the next submit judges it again", async () => {
    const { onSubmit, user } = renderForm();
    const email = screen.getByLabelText(/^Contact email/);
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    await user.type(email, '.example');
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's issue with a gallery picture", () => {
    const message = 'A gallery picture was not found. Upload it again.';
    const error = new ApiError(400, '', {
      message,
      code: 'VALIDATION_FAILED',
      issues: [{ path: 'gallery.0', message }],
    });
    renderForm({ gallery: [stored(1)], error });
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });
});
