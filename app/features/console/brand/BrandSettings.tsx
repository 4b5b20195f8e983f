/**
 * /admin/brand: the running brand's settings, read-only (brand.server.ts picks what may be shown:
 * no secret ever reaches it). Panels of facts: the brand and its languages, hosts per environment,
 * theme, logos and favicons, apps and links, contact and company, sign-in and delivery, what the
 * match lists pin, and the search engines' title and description per language.
 */
import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { type ConsoleColumn, ConsoleTable } from '../ConsoleTable.tsx';
import { Fact, Ltr, Panel } from '../parts.tsx';
import type { BrandSettings as Settings } from './brand.server.ts';
import './brand.css';

type Seo = Settings['seo'][number];

export function BrandSettings({ brand }: { brand: Settings }) {
  const { t } = useTranslation('console');
  return (
    <>
      <p className="console-note">{t('brand.where', { id: brand.id })}</p>
      <div className="brand-settings">
        <BrandPanel brand={brand} />
        <SignInPanel brand={brand} />
        <HostsPanel brand={brand} />
        <LookPanel brand={brand} />
        <ContactPanel brand={brand} />
        <AppsPanel brand={brand} />
        <ListsPanel brand={brand} />
      </div>
      <SeoTable seo={brand.seo} />
    </>
  );
}

/** A list of short values as chips, or "none". */
function Chips({ values }: { values: readonly ReactNode[] }) {
  const { t } = useTranslation('console');
  if (values.length === 0) return <span className="console-muted">{t('brand.none')}</span>;
  return (
    <ul className="console-chips">
      {values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, shown as configured
        <li key={index} className="console-chip">
          {value}
        </li>
      ))}
    </ul>
  );
}

/** An address as configured: an empty one means this site's own origin. */
function Address({ value }: { value: string }) {
  const { t } = useTranslation('console');
  return value ? <Ltr>{value}</Ltr> : <span className="console-muted">{t('brand.sameOrigin')}</span>;
}

function BrandPanel({ brand }: { brand: Settings }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('brand.brand')}>
      <dl className="console-facts">
        <Fact term={t('brand.name')}>
          <bdi>{brand.projectName}</bdi>
        </Fact>
        <Fact term={t('brand.id')}>
          <Ltr>{brand.id}</Ltr>
        </Fact>
        <Fact term={t('brand.copyrightHolder')}>
          <bdi>{brand.copyrightHolder}</bdi>
        </Fact>
        <Fact term={t('brand.timeZone')}>
          {brand.timeZone ? <Ltr>{brand.timeZone}</Ltr> : t('brand.timeZoneUtc')}
        </Fact>
        <Fact term={t('brand.defaultLanguage')}>
          {brand.defaultLanguage.name} <span className="console-muted">{brand.defaultLanguage.code}</span>
        </Fact>
        <Fact term={t('brand.languages', { count: brand.languages.length })}>
          {brand.allLanguages && <p className="console-fact__more">{t('brand.allLanguages')}</p>}
          <Chips values={brand.languages.map((l) => l.name)} />
        </Fact>
      </dl>
    </Panel>
  );
}

function SignInPanel({ brand }: { brand: Settings }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('brand.signIn')}>
      <dl className="console-facts">
        <Fact term={t('brand.socialProviders')}>
          {brand.socialProviders.length === 0 ? (
            <span className="console-muted">{t('brand.noSocial')}</span>
          ) : (
            <Chips
              values={brand.socialProviders.map((p) => t(`brand.providers.${p}`, { defaultValue: p }))}
            />
          )}
        </Fact>
        <Fact term={t('brand.smsAreaCodes')}>
          <Chips values={brand.smsAreaCodes.map((code) => <Ltr key={code}>{code}</Ltr>)} />
        </Fact>
        <Fact term={t('brand.mail')}>
          {t(`brand.delivery.${brand.delivery.mail}`, { defaultValue: brand.delivery.mail })}
        </Fact>
        <Fact term={t('brand.sms')}>
          {t(`brand.delivery.${brand.delivery.sms}`, { defaultValue: brand.delivery.sms })}
        </Fact>
      </dl>
      <p className="form-field__hint">{t('brand.secretsNote')}</p>
    </Panel>
  );
}

function HostsPanel({ brand }: { brand: Settings }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('brand.hosts')}>
      {brand.hosts.map((env) => (
        <section key={env.environment} className="brand-hosts" aria-label={env.environment}>
          <h3 className="brand-hosts__title">
            <Ltr>{env.environment}</Ltr>
            {env.current && <span className="console-badge console-badge--active">{t('brand.inUse')}</span>}
          </h3>
          <dl className="console-facts">
            <Fact term={t('brand.web')}>
              <Chips values={env.web.map((host) => <Ltr key={host}>{host}</Ltr>)} />
            </Fact>
            {env.addresses.map((address) => (
              <Fact key={address.key} term={t(`brand.addresses.${address.key}`)}>
                <Address value={address.value} />
              </Fact>
            ))}
          </dl>
        </section>
      ))}
    </Panel>
  );
}

function LookPanel({ brand }: { brand: Settings }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('brand.look')}>
      <dl className="console-facts">
        <Fact term={t('brand.logo')}>
          {brand.logos.header ? (
            <span className="brand-image">
              <img
                src={brand.logos.header}
                alt={t('brand.logoOf', { name: brand.projectName })}
                height={32}
              />
              <Address value={brand.logos.header} />
            </span>
          ) : (
            <span className="console-muted">{t('brand.none')}</span>
          )}
        </Fact>
        {brand.logos.favicons.map((favicon) => (
          <Fact
            key={favicon.language?.code ?? 'default'}
            term={
              favicon.language
                ? t('brand.faviconFor', { language: favicon.language.name })
                : t('brand.favicon')
            }
          >
            <span className="brand-image">
              {favicon.href && <img src={favicon.href} alt="" width={24} height={24} />}
              <Address value={favicon.href} />
            </span>
          </Fact>
        ))}
      </dl>
      <ul className="brand-colours">
        {brand.theme.map((colour) => (
          <li key={colour.key} className="brand-colour">
            <span className="brand-colour__swatch" style={{ background: colour.value }} aria-hidden="true" />
            <span>{t(`brand.theme.${colour.key}`)}</span>
            <Ltr>{colour.value}</Ltr>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function ContactPanel({ brand }: { brand: Settings }) {
  const { t } = useTranslation('console');
  const company = brand.company;
  const optional = (value: string | null) =>
    value ? <bdi>{value}</bdi> : <span className="console-muted">{t('brand.notProvided')}</span>;
  return (
    <Panel title={t('brand.contact')}>
      <dl className="console-facts">
        <Fact term={t('brand.contactEmail')}>
          <Ltr>{brand.contact.email}</Ltr>
        </Fact>
        <Fact term={t('brand.contactPhone')}>
          <Ltr>{brand.contact.phone}</Ltr>
        </Fact>
        <Fact term={t('brand.businessEmail')}>
          <Ltr>{brand.contact.business}</Ltr>
        </Fact>
      </dl>
      <h3 className="brand-subtitle">{t('brand.company')}</h3>
      {company ? (
        <dl className="console-facts">
          <Fact term={t('brand.companyName')}>
            <bdi>{company.name}</bdi>
          </Fact>
          <Fact term={t('brand.companyAddress')}>
            <bdi>{company.address}</bdi>
          </Fact>
          <Fact term={t('brand.legalEmail')}>
            <Ltr>{company.email}</Ltr>
          </Fact>
          <Fact term={t('brand.registrationNumber')}>{optional(company.registrationNumber)}</Fact>
          <Fact term={t('brand.licenceNumber')}>{optional(company.licenceNumber)}</Fact>
          <Fact term={t('brand.governingLaw')}>
            <Ltr>{company.governingLaw}</Ltr>
          </Fact>
          <Fact term={t('brand.effectiveDate')}>
            <Ltr>{company.effectiveDate}</Ltr>
          </Fact>
          <Fact term={t('brand.lastUpdated')}>
            {company.lastUpdated ? <Ltr>{company.lastUpdated}</Ltr> : t('brand.neverUpdated')}
          </Fact>
        </dl>
      ) : (
        <p className="console-muted">{t('brand.noCompany')}</p>
      )}
    </Panel>
  );
}

function AppsPanel({ brand }: { brand: Settings }) {
  const { t } = useTranslation('console');
  const apps = brand.company?.apps ?? [];
  return (
    <Panel title={t('brand.apps')}>
      <dl className="console-facts">
        {brand.downloads.length === 0 && (
          <Fact term={t('brand.downloads')}>
            <span className="console-muted">{t('brand.none')}</span>
          </Fact>
        )}
        {brand.downloads.map((download) => (
          <Fact key={download.href} term={t(`brand.platforms.${download.platform}`)}>
            <span className="brand-image">
              {download.icon && <img src={download.icon} alt="" height={24} />}
              <Address value={download.href} />
            </span>
          </Fact>
        ))}
        {apps
          .filter((app) => !brand.downloads.some((d) => d.href === app.href))
          .map((app) => (
            <Fact key={app.platform} term={t(`brand.platforms.${app.platform}`)}>
              <Address value={app.href} />
            </Fact>
          ))}
      </dl>
      <h3 className="brand-subtitle">{t('brand.links')}</h3>
      {brand.links.length === 0 ? (
        <p className="console-muted">{t('brand.none')}</p>
      ) : (
        <dl className="console-facts">
          {brand.links.map((link) => (
            <Fact key={link.href} term={link.label}>
              <Address value={link.href} />
            </Fact>
          ))}
        </dl>
      )}
    </Panel>
  );
}

function ListsPanel({ brand }: { brand: Settings }) {
  const { t } = useTranslation('console');
  return (
    <Panel title={t('brand.more')}>
      <dl className="console-facts">
        <Fact term={t('brand.pinnedLeagues')}>
          <Chips
            values={brand.pinnedLeagues.map((p) => (
              <bdi key={`${p.gameId}-${p.name}`}>
                {p.name} <span className="console-muted">{t(`games:${p.gameId}`, { defaultValue: '' })}</span>
              </bdi>
            ))}
          />
        </Fact>
        <Fact term={t('brand.animation')}>
          {brand.animationOrigin ? (
            <Ltr>{brand.animationOrigin}</Ltr>
          ) : (
            <span className="console-muted">{t('brand.ownAnimation')}</span>
          )}
        </Fact>
        <Fact term={t('brand.embedOrigins')}>
          <Chips values={brand.embedOrigins.map((origin) => <Ltr key={origin}>{origin}</Ltr>)} />
        </Fact>
      </dl>
    </Panel>
  );
}

/** What search engines read per language: title, description and keywords. */
function SeoTable({ seo }: { seo: Settings['seo'] }) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const columns: ConsoleColumn<Seo>[] = [
    { key: 'language', header: t('brand.language'), cell: (row) => row.name },
    {
      key: 'title',
      header: t('brand.seoTitle'),
      className: 'user-table__wrap',
      cell: (row) => <bdi lang={row.tag}>{row.title}</bdi>,
    },
    {
      key: 'description',
      header: t('brand.seoDescription'),
      className: 'user-table__wrap',
      cell: (row) => <bdi lang={row.tag}>{row.description}</bdi>,
    },
    {
      key: 'keywords',
      header: t('brand.seoKeywords'),
      className: 'user-table__wrap',
      cell: (row) => <bdi lang={row.tag}>{row.keywords}</bdi>,
    },
  ];
  return (
    <section className="brand-seo" aria-labelledby={headingId}>
      <h2 id={headingId} className="console-panel__title">
        {t('brand.seo')}
      </h2>
      <ConsoleTable
        caption={t('brand.seo')}
        columns={columns}
        rows={seo}
        rowKey={(row) => row.code}
        empty={t('brand.none')}
      />
    </section>
  );
}
