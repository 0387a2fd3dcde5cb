import { afterAll, describe, expect, it } from 'vitest';
import { createCpuPool } from './cpu-pool.ts';

const input = {
  title: 'Pool party',
  description: 'Splash',
  category: 'Social',
  style: 'modern',
  colorTheme: 'vibrant',
  mood: 'celebratory',
  creativity: 50,
  width: 600,
  height: 400,
} as const;

const pool = createCpuPool({ threads: 1, maxQueue: 1, taskTimeoutMs: 20_000 });
afterAll(() => pool.close());

describe('createCpuPool', () => {
  it('renders a poster in a worker thread and hands back PNG bytes', async () => {
    const poster = await pool.renderPoster(input as never);
    expect(poster.png.subarray(1, 4).toString()).toBe('PNG');
    expect([poster.width, poster.height]).toEqual([600, 400]);
  });

  it('answers 503 at once when its queue is full', async () => {
    const runs = [1, 2, 3].map((i) => pool.renderPoster({ ...input, title: `t${i}` } as never));
    const settled = await Promise.allSettled(runs);
    const refused = settled.filter((s) => s.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 503 });
  });

  it('stops a render past its timeout with a 503', async () => {
    const slow = createCpuPool({ threads: 1, taskTimeoutMs: 1 });
    await expect(slow.renderPoster(input as never)).rejects.toMatchObject({ statusCode: 503 });
    await slow.close();
  });
});
