import type { Brand } from '../../server/brands/registry.ts';

const hosts = { web: [], api: '', liveData: '', im: '', recharge: '', mobile: 'https://m.test.example' };

/** A complete, valid brand for tests; override what the test is about. */
export function testBrand(overrides: Partial<Brand> = {}): Brand {
  return {
    id: 'test',
    projectName: 'Test Live',
    defaultLanguage: 'en_US',
    hosts: { production: { ...hosts, web: ['test.example'] } },
    theme: {
      primary: '#000000',
      primaryContrast: '#ffffff',
      accent: '#000000',
      background: '#ffffff',
      surface: '#ffffff',
      text: '#000000',
      mutedText: '#000000',
      border: '#000000',
    },
    logos: { header: '/logo.svg', favicon: { default: '/favicon.svg' } },
    seo: { en_US: { title: 'Test', description: 'Test site', keywords: 'test' } },
    smsAreaCodes: ['+86', '+81'],
    copyrightHolder: 'Test Live',
    contact: { email: 'a@test.example', phone: '+1 555', business: 'b@test.example' },
    links: [],
    downloads: [],
    ...overrides,
  };
}

/** The spec's 7-language brand. */
export const SEVEN_LANGUAGES = ['zh_CN', 'zh_tw', 'en_US', 'jp', 'pt', 'vi', 'ko'] as const;
