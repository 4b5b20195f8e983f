import { useTranslation } from '../i18n/use-translation.ts';
import type { RootData } from '../root-data.ts';
import { Link } from '../ui/links.tsx';

/** Footer of every page: legal pages, sitemap, links, contact, downloads and live scores per game. */
export function SiteFooter({ data }: { data: RootData }) {
  const { t } = useTranslation();
  const { brand, games } = data;
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-scores">
          <h2 id="footer-scores">{t('footer.liveScores')}</h2>
          <ul className="site-footer__games">
            {games.map((game) => (
              <li key={game.gameId}>
                <Link to={`/${game.abbr}`}>{t(`games:${game.gameId}`)}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-legal">
          <h2 id="footer-legal">{brand.projectName}</h2>
          <ul>
            <li>
              <Link to="/protocol/service">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/protocol/privacy">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/protocol/responsibility">{t('footer.disclaimer')}</Link>
            </li>
            <li>
              <Link to="/protocol/power">{t('footer.permissions')}</Link>
            </li>
            <li>
              <a href="/sitemap.xml">{t('footer.sitemap')}</a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">{t('footer.links')}</h2>
          <ul>
            {brand.links.map((link) => (
              <li key={link.href}>
                <a href={link.href} rel="noopener">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('footer.contact')}</h2>
          <ul>
            <li>
              {t('footer.email')}: <a href={`mailto:${brand.contact.email}`}>{brand.contact.email}</a>
            </li>
            <li>
              {t('footer.phone')}:{' '}
              <a href={`tel:${brand.contact.phone.replace(/\s/g, '')}`}>{brand.contact.phone}</a>
            </li>
            <li>
              {t('footer.business')}:{' '}
              <a href={`mailto:${brand.contact.business}`}>{brand.contact.business}</a>
            </li>
          </ul>
          <h2>{t('footer.download')}</h2>
          <p className="site-footer__downloads">
            {brand.downloads.map((d) => (
              <a key={d.platform} href={d.href} rel="noopener">
                <img
                  src={d.icon}
                  alt={d.platform === 'ios' ? 'App Store' : 'Google Play'}
                  width={120}
                  height={36}
                />
              </a>
            ))}
          </p>
        </section>
      </div>
      <p className="site-footer__copyright">
        {t('footer.copyright', { year: new Date().getUTCFullYear(), brand: brand.copyrightHolder })}
      </p>
    </footer>
  );
}
