import { type SQL, sql } from 'drizzle-orm';
import { vendorSearchText, vendors } from '../../db/schema.ts';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A vendor matches free words when any of these does, each answered by an index: full-text search
 * over name, service names and description (vendors_search_vector_idx); a case-insensitive
 * substring of the same text (vendors_search_text_trgm_idx); or a name that is word-similar to the
 * words, which forgives typos ('mobil sounds'; vendors_name_trgm_idx). `exactWordsOnly` keeps the
 * full-text test alone (see findPage in vendors.repository.ts).
 */
export function textMatchSql(words: string, exactWordsOnly = false): SQL {
  const lower = words.toLowerCase();
  const fullText = sql`${vendors.searchVector} @@ websearch_to_tsquery('english', ${words}::text)`;
  if (exactWordsOnly) return fullText;
  return sql`(${fullText}
    or lower(${vendors.name}) %> ${lower}::text
    or ${vendorSearchText(vendors)} like ${`%${escapeLike(lower)}%`}::text)`;
}

/**
 * How well a vendor says the words: in its name (3), in its services or description, as words or
 * text (2), a name similar to them (1), not at all (0). Ties keep the directory's own order.
 */
export function textTierSql(words: string): SQL<number> {
  const lower = words.toLowerCase();
  const pattern = `%${escapeLike(lower)}%`;
  return sql<number>`(case when lower(${vendors.name}) like ${pattern}::text then 3
    when ${vendors.searchVector} @@ websearch_to_tsquery('english', ${words}::text) then 2
    when ${vendorSearchText(vendors)} like ${pattern}::text then 2
    when lower(${vendors.name}) %> ${lower}::text then 1 else 0 end)`;
}
