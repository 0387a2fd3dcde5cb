import { AppError } from '../errors/app-errors.ts';
import { readImageInfo } from './image-info.ts';
import { buildImagePrompt } from './image-prompt.ts';
import { renderPoster } from './poster-engine.ts';
import type { PosterInput } from './poster-svg.ts';

export type ImageGenerationInput = PosterInput;
export type GeneratedImage = { bytes: Buffer; contentType: string; width: number; height: number };

/** Draws an event image. The built-in engine works offline; a provider calls an outside service. */
export interface ImageEngine {
  name: string;
  generate(input: ImageGenerationInput, options?: { signal?: AbortSignal }): Promise<GeneratedImage>;
}

export type ImageFailureReason =
  | 'timeout'
  | 'cancelled'
  | 'network'
  | 'http'
  | 'invalid-response'
  | 'download';

/** An image provider failed; the message is fit to show a person. There is no silent fallback. */
export class ImageGenerationError extends AppError {
  constructor(
    message: string,
    readonly reason: ImageFailureReason,
    readonly providerStatus?: number,
  ) {
    super(502, 'PROVIDER_FAILED', message);
  }
}

/** The offline poster engine behind the ImageEngine interface; `render` may run it on a worker pool. */
export function createBuiltInImageEngine(render: typeof renderPoster = renderPoster): ImageEngine {
  return {
    name: 'built-in',
    async generate(input) {
      const poster = await render(input);
      return { bytes: poster.png, contentType: 'image/png', width: poster.width, height: poster.height };
    },
  };
}

export type OpenAiImageEngineOptions = {
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** Sizes the provider accepts, e.g. 1792x1024 (DALL-E 3) or 1536x1024 (gpt-image-1); picked by model when omitted. */
  size?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

type GenerationsBody = { data?: { b64_json?: string; url?: string }[] };

async function readProviderMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { error?: { message?: string } | string; message?: string };
    const message = typeof body.error === 'string' ? body.error : (body.error?.message ?? body.message);
    if (message) return message.slice(0, 300);
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return text.slice(0, 300) || response.statusText || 'no details';
}

function describeFailure(
  error: unknown,
  host: string,
  timeoutMs: number,
  isCancelled: boolean,
): ImageGenerationError {
  if (error instanceof ImageGenerationError) return error;
  if (isCancelled) return new ImageGenerationError('Image generation was cancelled', 'cancelled');
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') {
    const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 1000)} seconds` : `${timeoutMs} ms`;
    return new ImageGenerationError(
      `The image provider at ${host} did not answer within ${limit}`,
      'timeout',
    );
  }
  const detail = error instanceof Error ? error.message : String(error);
  return new ImageGenerationError(`Could not reach the image provider at ${host}: ${detail}`, 'network');
}

function toImage(bytes: Buffer, fallbackSize: string): GeneratedImage {
  const info = readImageInfo(bytes);
  if (!info)
    throw new ImageGenerationError(
      'Invalid response from image generation service: the data is not an image',
      'invalid-response',
    );
  const [w, h] = fallbackSize.split('x').map(Number);
  return { bytes, contentType: info.contentType, width: info.width || w || 0, height: info.height || h || 0 };
}

/** A provider for any OpenAI-compatible `POST /images/generations` endpoint. */
export function createOpenAiImageEngine(options: OpenAiImageEngineOptions): ImageEngine {
  const doFetch = options.fetch ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/images/generations`;
  const host = new URL(endpoint).host;
  // gpt-image-* models always answer base64, reject `response_format` and only draw 1536x1024 wide
  // (https://platform.openai.com/docs/api-reference/images/create); DALL-E and most
  // OpenAI-compatible servers take the parameter and the 1792x1024 size.
  const isGptImage = /^gpt-image/i.test(options.model);
  const size = options.size ?? (isGptImage ? '1536x1024' : '1792x1024');
  const timeoutMs = options.timeoutMs ?? 90_000;

  async function download(url: string, signal: AbortSignal): Promise<Buffer> {
    const response = await doFetch(url, { signal });
    if (!response.ok)
      throw new ImageGenerationError(
        `Could not download the generated image (HTTP ${response.status})`,
        'download',
        response.status,
      );
    return Buffer.from(await response.arrayBuffer());
  }

  return {
    name: `openai:${options.model}`,
    async generate(input, callOptions) {
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = callOptions?.signal ? AbortSignal.any([timeout, callOptions.signal]) : timeout;
      try {
        const response = await doFetch(endpoint, {
          method: 'POST',
          signal,
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            prompt: buildImagePrompt(input),
            n: 1,
            size,
            ...(isGptImage ? {} : { response_format: 'b64_json' }),
          }),
        });
        if (!response.ok) {
          const message = await readProviderMessage(response);
          throw new ImageGenerationError(
            `Image provider answered ${response.status}: ${message}`,
            'http',
            response.status,
          );
        }
        const body = (await response.json().catch(() => ({}))) as GenerationsBody;
        const first = body.data?.[0];
        if (first?.b64_json) return toImage(Buffer.from(first.b64_json, 'base64'), size);
        if (first?.url) return toImage(await download(first.url, signal), size);
        throw new ImageGenerationError(
          'Invalid response from image generation service: no image in the answer',
          'invalid-response',
        );
      } catch (error) {
        throw describeFailure(error, host, timeoutMs, callOptions?.signal?.aborted === true);
      }
    },
  };
}
