import { describe, expect, it, vi } from 'vitest';
import { buildImagePrompt } from './image-prompt.ts';
import {
  createBuiltInImageEngine,
  createOpenAiImageEngine,
  ImageGenerationError,
  type ImageGenerationInput,
} from './image-service.ts';
import { renderPoster } from './poster-engine.ts';

const input: ImageGenerationInput = {
  title: 'Harvest Moon Supper',
  description: 'A long-table dinner in the vineyard.',
  category: 'Food Festival',
  style: 'elegant',
  colorTheme: 'warm',
  mood: 'luxurious',
  creativity: 80,
};

const tinyPng = (await renderPoster({ ...input, width: 96, height: 64 })).png;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function createEngine(fetch: typeof globalThis.fetch, timeoutMs?: number) {
  return createOpenAiImageEngine({
    baseUrl: 'https://images.test/v1/',
    apiKey: 'sk-test',
    model: 'dall-e-3',
    fetch,
    timeoutMs,
  });
}

describe('buildImagePrompt', () => {
  it('describes title, category, style, colors, mood and creativity', () => {
    const prompt = buildImagePrompt(input);
    expect(prompt).toContain('"Harvest Moon Supper"');
    expect(prompt).toContain('food festival event');
    expect(prompt).toContain('long-table dinner');
    expect(prompt).toMatch(/elegant/);
    expect(prompt).toMatch(/warm reds, oranges and golds/);
    expect(prompt).toMatch(/gold accents/);
    expect(prompt).toMatch(/bold and experimental/);
    expect(buildImagePrompt({ ...input, creativity: 0 })).toMatch(/simple, centred/);
  });

  it('stays under 1000 characters for very long inputs', () => {
    expect(
      buildImagePrompt({ ...input, title: 'x'.repeat(5000), description: 'y '.repeat(5000) }).length,
    ).toBeLessThanOrEqual(1000);
  });
});

describe('createBuiltInImageEngine', () => {
  it('returns a PNG poster of the requested size', async () => {
    const image = await createBuiltInImageEngine().generate({ ...input, width: 600, height: 400 });
    expect(image).toMatchObject({ contentType: 'image/png', width: 600, height: 400 });
    expect(image.bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  });
});

describe('createOpenAiImageEngine', () => {
  it('posts the prompt and reads a base64 answer', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse({ data: [{ b64_json: tinyPng.toString('base64') }] }),
    );
    const image = await createEngine(fetch).generate(input);
    expect(image).toMatchObject({ contentType: 'image/png', width: 96, height: 64 });
    expect(image.bytes.equals(tinyPng)).toBe(true);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://images.test/v1/images/generations');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer sk-test');
    expect(JSON.parse(String(init?.body))).toEqual({
      model: 'dall-e-3',
      prompt: buildImagePrompt(input),
      n: 1,
      size: '1792x1024',
      response_format: 'b64_json',
    });
  });

  it('leaves out response_format and asks for 1536x1024 with gpt-image models', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse({ data: [{ b64_json: tinyPng.toString('base64') }] }),
    );
    await createOpenAiImageEngine({
      baseUrl: 'https://images.test/v1',
      model: 'gpt-image-1',
      fetch,
    }).generate(input);
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body));
    expect(body).not.toHaveProperty('response_format');
    expect(body.size).toBe('1536x1024');
  });

  it('downloads the image when the provider answers with a url', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (url) =>
      String(url).endsWith('/generations')
        ? jsonResponse({ data: [{ url: 'https://cdn.test/img.png' }] })
        : new Response(new Uint8Array(tinyPng)),
    );
    const image = await createEngine(fetch).generate(input);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(String(fetch.mock.calls[1]?.[0])).toBe('https://cdn.test/img.png');
    expect(image.bytes.equals(tinyPng)).toBe(true);
  });

  it('throws a readable error with the provider message on an HTTP failure', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse({ error: { message: 'Incorrect API key provided' } }, 401),
    );
    const failure = createEngine(fetch).generate(input);
    await expect(failure).rejects.toBeInstanceOf(ImageGenerationError);
    await expect(failure).rejects.toMatchObject({
      message: 'Image provider answered 401: Incorrect API key provided',
      reason: 'http',
      providerStatus: 401,
      statusCode: 502,
      code: 'PROVIDER_FAILED',
    });
  });

  it('rejects an answer without an image', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse({ data: [] }));
    await expect(createEngine(fetch).generate(input)).rejects.toMatchObject({
      reason: 'invalid-response',
      message: expect.stringContaining('Invalid response from image generation service'),
    });
  });

  it('rejects bytes that are not an image', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse({
        data: [{ b64_json: Buffer.from('<html>nope</html>, padding padding').toString('base64') }],
      }),
    );
    await expect(createEngine(fetch).generate(input)).rejects.toMatchObject({ reason: 'invalid-response' });
  });

  it('reports a failed download', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async (url) =>
      String(url).endsWith('/generations')
        ? jsonResponse({ data: [{ url: 'https://cdn.test/gone.png' }] })
        : new Response('gone', { status: 404 }),
    );
    await expect(createEngine(fetch).generate(input)).rejects.toMatchObject({
      reason: 'download',
      message: 'Could not download the generated image (HTTP 404)',
    });
  });

  it('gives up after the timeout', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    await expect(createEngine(fetch, 50).generate(input)).rejects.toMatchObject({
      reason: 'timeout',
      message: 'The image provider at images.test did not answer within 50 ms',
    });
  });

  it('says so when the caller cancels', async () => {
    const controller = new AbortController();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    const pending = createEngine(fetch).generate(input, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ reason: 'cancelled' });
  });

  it('reports an unreachable provider', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(createEngine(fetch).generate(input)).rejects.toMatchObject({
      reason: 'network',
      message: 'Could not reach the image provider at images.test: fetch failed',
    });
  });
});
