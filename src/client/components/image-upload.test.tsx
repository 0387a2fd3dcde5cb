import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_UPLOAD_BYTES } from '#shared/contracts/images.ts';
import { ImageUpload, type ImageUploadProps, UPLOAD_TOO_LARGE_MESSAGE } from './image-upload.tsx';

const STORED = `/images/${'a'.repeat(64)}`;
const NOT_AN_IMAGE = 'The file is not a JPEG, PNG or WebP image. Choose a photo in one of those formats.';

function photo(name = 'party.jpg', type = 'image/jpeg') {
  return new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type });
}

function renderUpload(props: Partial<ImageUploadProps> = {}) {
  const onUploaded = vi.fn<(url: string) => void>();
  render(<ImageUpload label="Upload an image" fit="photo" onUploaded={onUploaded} {...props} />);
  return { onUploaded, user: userEvent.setup() };
}

afterEach(() => vi.restoreAllMocks());

describe('ImageUpload', { timeout: 15_000 }, () => {
  it('refuses a file over 5 MB without sending it', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { onUploaded, user } = renderUpload();
    const big = photo('huge.jpg');
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });

    await user.upload(screen.getByLabelText('Upload an image'), big);

    expect(await screen.findByRole('alert')).toHaveTextContent(UPLOAD_TOO_LARGE_MESSAGE);
    expect(screen.getByLabelText('Upload an image')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("shows the server's message when it refuses the file", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ message: NOT_AN_IMAGE, code: 'BAD_REQUEST' }, { status: 400 }),
    );
    const { onUploaded, user } = renderUpload();

    await user.upload(screen.getByLabelText('Upload an image'), photo('notes.png', 'image/png'));

    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_AN_IMAGE);
    expect(screen.getByLabelText('Upload an image')).toBeEnabled();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('sends the file with its fit, says so while busy and hands back the stored URL', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { onUploaded, user } = renderUpload({ fit: 'logo', label: 'Upload a logo' });
    const file = photo();

    await user.upload(screen.getByLabelText('Upload a logo'), file);

    expect(await screen.findByText('Uploading…')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload a logo')).toBeDisabled();
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/images/uploads?fit=logo');
    expect(init).toMatchObject({ method: 'POST', body: file });
    expect(new Headers(init?.headers).get('content-type')).toBe('image/jpeg');

    answer(Response.json({ imageUrl: STORED }, { status: 201 }));
    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith(STORED));
    expect(screen.queryByText('Uploading…')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Upload a logo')).toBeEnabled();
  });

  it('previews a stored image at card size, and nothing for an outside URL', () => {
    const { unmount } = render(
      <ImageUpload label="Logo" fit="logo" value={STORED} previewAlt="Logo preview" onUploaded={() => {}} />,
    );
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', `${STORED}?size=card`);
    unmount();

    renderUpload({ value: 'https://example.com/logo.png' });
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps a disabled input closed', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderUpload({ isDisabled: true });
    const input = screen.getByLabelText('Upload an image');
    expect(input).toBeDisabled();
    await user.upload(input, photo());
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
