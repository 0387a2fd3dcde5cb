import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { dismissToast } from '#client/components/ui/use-toast.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { EventImageGenerator, type EventImageGeneratorProps } from './event-image-generator.tsx';

const IMAGE_URL = `/images/${'a'.repeat(64)}`;

function renderGenerator(props: Partial<EventImageGeneratorProps> = {}) {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EventImageGenerator
        title="Rooftop Jazz Night"
        description="Live quartet and small plates."
        category="Concert"
        value=""
        onChange={onChange}
        {...props}
      />
      <Toaster />
    </QueryClientProvider>,
  );
  return { onChange, user: userEvent.setup() };
}

function answer(status: number, body: unknown) {
  return vi
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
}

describe('EventImageGenerator', () => {
  afterEach(() => {
    act(() => dismissToast());
    vi.restoreAllMocks();
  });

  it.each([
    ['title', { title: '  ' }],
    ['description', { description: '' }],
  ])('asks for the missing %s and sends nothing', async (_field, props) => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { onChange, user } = renderGenerator(props);
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(
      screen.getByText('Please provide a title and description first to generate a relevant image.'),
    ).toBeInTheDocument();
    expect(document.querySelector('[data-slot=toast]')).toHaveAttribute('data-variant', 'destructive');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('sends the texts with the create-page defaults and hands back the image URL', async () => {
    const fetchSpy = answer(200, { imageUrl: IMAGE_URL });
    const { onChange, user } = renderGenerator();
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith(IMAGE_URL));
    const [url, init] = fetchSpy.mock.calls[0] ?? [];
    expect(url).toBe('/api/events/generate-event-image');
    expect(JSON.parse(String(init?.body))).toEqual({
      title: 'Rooftop Jazz Night',
      description: 'Live quartet and small plates.',
      category: 'Concert',
      style: 'modern',
      colorTheme: 'vibrant',
      mood: 'celebratory',
      creativity: 50,
    });
    expect(screen.getByRole('progressbar', { name: 'Image generation progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it.each([
    [
      'Image provider answered 500: overloaded',
      502,
      { message: 'Image provider answered 500: overloaded', code: 'PROVIDER_FAILED' },
    ],
    ['No image URL returned from server', 200, { image: 'nope' }],
    ['Invalid response from image generation service', 200, ['not', 'an', 'object']],
  ])('shows "%s" in an Error toast', async (message, status, body) => {
    answer(status, body);
    const { onChange, user } = renderGenerator();
    await user.click(screen.getByRole('button', { name: 'Generate Image' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('previews the current image and offers the options behind Customize', async () => {
    const { user } = renderGenerator({ value: IMAGE_URL });
    expect(screen.getByRole('img', { name: 'Event image preview' })).toHaveAttribute('src', IMAGE_URL);
    expect(screen.getByRole('button', { name: 'Generate New Image' })).toBeInTheDocument();
    const customize = screen.getByRole('button', { name: 'Customize' });
    expect(customize).toHaveAttribute('aria-expanded', 'false');
    await user.click(customize);
    expect(customize).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('combobox', { name: 'Style' })).toHaveTextContent('Modern');
    expect(screen.getByRole('combobox', { name: 'Color Theme' })).toHaveTextContent('Vibrant');
    expect(screen.getByRole('combobox', { name: 'Mood' })).toHaveTextContent('Celebratory');
  });

  it('falls back to the category banner with no image', () => {
    renderGenerator({ category: 'Birthday' });
    expect(screen.getByRole('img', { name: 'Birthday category banner' })).toHaveAttribute(
      'src',
      '/banners/birthday.png',
    );
  });
});
