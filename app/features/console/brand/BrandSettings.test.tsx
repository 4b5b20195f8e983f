/**
 * The brand settings page as the server renders it, for the two brands of config/brands: where the
 * settings come from and when a change takes effect, then what each brand is configured with.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandHosts, loadBrands } from '../../../../server/brands/registry.ts';
import { renderConsole, textOf } from '../console-test-kit.test-support.ts';
import { BrandSettings } from './BrandSettings.tsx';
import { brandSettings } from './brand.server.ts';

const brands = loadBrands(path.join(import.meta.dirname, '..', '..', '..', '..', 'config', 'brands')).all;
const settingsOf = (id: string, socialProviders: string[] = []) => {
  const brand = brands.find((b) => b.id === id);
  if (!brand) throw new Error(`no brand ${id}`);
  return brandSettings(brand, {
    hosts: brandHosts(brand, 'production'),
    socialProviders,
    delivery: { mail: 'dev-outbox', sms: 'http-gateway' },
  });
};
const page = (id: string, socialProviders?: string[]) =>
  renderConsole(<BrandSettings brand={settingsOf(id, socialProviders)} />, { url: '/admin/brand' });

describe('the brand settings page', () => {
  const html = page('dragon', ['google', 'wechat']);
  const text = textOf(html);

  it('says it is read-only, where the settings come from, and that a change needs a restart', () => {
    expect(text).toContain(
      "Read-only: these settings come from the brand's file in config/brands/ (id “dragon”) and, for social sign-in and code delivery, from the environment (OAUTH_*, SMTP_URL, SMS_GATEWAY_URL); both are read when the server starts, so a change takes effect after a restart.",
    );
    expect(html).not.toMatch(/<(input|textarea|select)\b/);
  });

  it('shows the brand, its languages and default, and its time zone', () => {
    expect(text).toContain('Name Dragon Score');
    expect(text).toContain('Id dragon');
    expect(text).toContain('Default language 简体中文 zh_CN');
    expect(text).toContain('Languages offered (7)');
    expect(text).toContain('Time zone Asia/Shanghai');
  });

  it('shows social sign-in by provider name, delivery by kind, and says secrets are never shown', () => {
    expect(text).toContain('Social sign-in Google WeChat');
    expect(text).toContain('Mail delivery Dev outbox (not delivered)');
    expect(text).toContain('SMS delivery SMS gateway');
    expect(text).toContain('+852');
    expect(text).toContain('Client secrets, passwords and tokens are never shown.');
    expect(textOf(page('arena'))).toContain('Social sign-in None configured.');
  });

  it('shows each environment’s hosts, the one in use marked, an empty address as the site’s own', () => {
    expect(text).toMatch(
      /production In use Site hosts dragonscore\.example www\.dragonscore\.example API https:\/\/api\.dragonscore\.example/,
    );
    expect(text).toContain('Live data socket wss://live.dragonscore.example/ws');
    expect(text).toMatch(/development Site hosts dragon\.localhost API This site's own address/);
  });

  it('shows logos, favicons, colours, apps, links, contact and the company of the legal pages', () => {
    expect(html).toMatch(/<img src="\/brands\/dragon\/logo\.svg" alt="Logo of Dragon Score"/);
    expect(text).toContain('Favicon /brands/dragon/favicon.svg');
    expect(text).toContain('Primary #c62828');
    expect(text).toContain('App Store https://apps.example/dragon-ios');
    expect(text).toContain('Dragon Score App https://dragonscore.example/app');
    expect(text).toContain('Service email service@dragonscore.example');
    expect(text).toContain('Company Dragon Score Technology Limited');
    expect(text).toContain('Licence number Not provided');
    expect(text).toContain('Governing law HK');
    expect(text).toContain('Leagues pinned to the top Eastern Basketball Association Basketball');
    expect(text).toContain('Match animation Our own');
  });

  it('lists what search engines read per language, in a console table', () => {
    expect(text).toContain('Search engines: title, description and keywords');
    expect(html).toContain('data-label="Keywords"');
    expect(html).toMatch(/<bdi lang="zh-CN">Dragon Score – 比分直播与赛事直播<\/bdi>/);
  });
});
