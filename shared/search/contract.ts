/**
 * Search's wire contract (`GET /java/search`). The site imports the types only; the limits and the
 * query rule are plain values in `model.ts`.
 */
import { z } from 'zod';
import { localNamesSchema } from '../games/contract.ts';
import { queryInt, text } from '../wire.ts';
import { SEARCH_KINDS, SEARCH_MAX_PAGE, SEARCH_PAGE_SIZE, SEARCH_TIERS } from './model.ts';

export const searchQuerySchema = z.object({
  text: text(256).describe(
    'What to find: part of a name in any language and script (a typo, missing accents and partial words are tolerated). ' +
      'Refused (400): nothing but spaces or punctuation, one Latin letter, or over 64 characters.',
  ),
  kind: z.enum(SEARCH_KINDS).optional().describe('One kind, paged; without it the best hits of every kind'),
  gameId: queryInt(0, 999).optional().describe('Only this game'),
  page: queryInt(1, SEARCH_MAX_PAGE).default(1).describe('With `kind`: the page'),
  size: queryInt(1, SEARCH_PAGE_SIZE).optional().describe('With `kind`: hits a page'),
});
export type SearchQueryInput = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.number().int(),
  gameId: z.number().int().nullable(),
  name: z.string(),
  names: localNamesSchema,
  shortName: z.string().nullable(),
  logo: z.string().nullable(),
  /** A player's team. */
  team: z.object({ id: z.number().int(), name: z.string(), names: localNamesSchema }).nullable(),
  country: z.string().nullable(),
  season: z.string().nullable(),
  match: z.enum(SEARCH_TIERS).describe('How it matched: exact > prefix > partial > similar'),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: z.enum(SEARCH_KINDS),
  hits: z.array(searchHitSchema),
  /** More hits of this kind than shown (browse them with `kind`). */
  more: z.boolean(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.object({
  text: z.string(),
  groups: z.array(searchGroupSchema),
  page: z.number().int(),
  size: z.number().int(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
