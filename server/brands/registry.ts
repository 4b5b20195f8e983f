import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findLanguage, type LanguageCode } from '../../app/i18n/languages.ts';

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0f6cdb');
const languageCode = z
  .string()
  .refine((v) => findLanguage(v)?.code === v, 'must be one of the 22 language codes');
const hostList = z.array(z.string().min(1)).default([]);

export const brandSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  projectName: z.string().min(1),
  defaultLanguage: languageCode,
  /** Absent: all 22 languages. */
  languages: z.array(languageCode).min(1).optional(),
  hosts: z.record(z.string(), z.object({ web: hostList })),
  theme: z.object({
    primary: colour,
    primaryContrast: colour,
    accent: colour,
    background: colour,
    surface: colour,
    text: colour,
    mutedText: colour,
    border: colour,
  }),
});

export type Brand = Omit<z.infer<typeof brandSchema>, 'defaultLanguage' | 'languages'> & {
  defaultLanguage: LanguageCode;
  languages?: LanguageCode[];
};

export interface BrandRegistry {
  all: Brand[];
  /** The brand for a request: forced by `BRAND`, else by Host, else the first brand. */
  resolve(host: string | undefined): Brand;
}

/** Reads and validates every `config/brands/*.json`; a bad file stops start-up naming the field. */
export function loadBrands(dir: string, forced?: string): BrandRegistry {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  if (files.length === 0) throw new Error(`No brand files in ${dir}`);
  const all = files.map((file) => {
    const raw: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    const parsed = brandSchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new Error(`Brand file ${file}: field "${issue?.path.join('.')}" ${issue?.message}`);
    }
    const brand = parsed.data as Brand;
    if (brand.languages && !brand.languages.includes(brand.defaultLanguage)) {
      throw new Error(`Brand file ${file}: field "defaultLanguage" must be one of its "languages"`);
    }
    return brand;
  });
  const byId = new Map(all.map((b) => [b.id, b]));
  const fixed = forced ? byId.get(forced) : undefined;
  if (forced && !fixed) throw new Error(`BRAND=${forced} names no file in ${dir}`);
  const byHost = new Map<string, Brand>();
  for (const brand of all) {
    for (const env of Object.values(brand.hosts))
      for (const host of env.web) byHost.set(host.toLowerCase(), brand);
  }
  const first = all[0] as Brand;
  return {
    all,
    resolve(host) {
      if (fixed) return fixed;
      const name = host?.toLowerCase().replace(/:\d+$/, '') ?? '';
      return byHost.get(name) ?? first;
    },
  };
}
