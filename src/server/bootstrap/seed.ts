import type { Database } from '../db/client.ts';

/** Placeholder until demo data lands in this session; replaced by the real seed. */
export async function seedDemoDataIfEmpty(_db: Database, _now: Date): Promise<void> {}
