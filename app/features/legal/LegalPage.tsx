import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Link } from '../../ui/links.tsx';
import {
  type AppPlatform,
  LEGAL_DOCUMENTS,
  type LegalSection,
  type LegalView,
  legalPath,
  legalRouteId,
} from './content.ts';
import './legal.css';

/** Pages with at least this many sections get a table of contents. */
const CONTENTS_FROM = 5;

const EMAIL = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)/;

/** A paragraph's text with its e-mail addresses as mail links. */
function withMailLinks(text: string): ReactNode {
  const parts = text.split(EMAIL);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
      <a key={index} href={`mailto:${part}`} dir="ltr">
        {part}
      </a>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}

function Section({ section }: { section: LegalSection }) {
  return (
    <section id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`} className="legal__section-title">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{withMailLinks(paragraph)}</p>
      ))}
      {section.items.length > 0 && (
        <ul>
          {section.items.map((item) => (
            <li key={item}>{withMailLinks(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The stores' marks, drawn small beside the label (no third-party badge images). */
function AppIcon({ platform }: { platform: AppPlatform }) {
  const path =
    platform === 'ios'
      ? 'M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.2 1-4 2.4-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.2-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4.9-1.4 1.3-2.7 1.3-2.8 0 0-2.5-1-2.5-3.9zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z'
      : platform === 'android'
        ? 'M4 3.5v17c0 .4.4.6.7.4l9.3-8.5-9.3-9.3c-.3-.2-.7 0-.7.4zm11 7.9 2.6-2.4-11-6.3 8.4 8.7zm0 1.2-8.4 8.7 11-6.3-2.6-2.4zm3.7-2.9-2.9 2.8 2.9 2.8 3-1.7c.7-.4.7-1.4 0-1.8l-3-2.1z'
        : 'M12 3v11m0 0 4.5-4.5M12 14 7.5 9.5M5 17v3h14v-3';
  const outline = platform === 'apk';
  return (
    <svg className="legal-app__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d={path}
        fill={outline ? 'none' : 'currentColor'}
        stroke={outline ? 'currentColor' : 'none'}
        strokeWidth={outline ? 2 : 0}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function AppLinks({ view }: { view: LegalView }) {
  if (view.apps.length === 0) return <p className="legal__soon">{view.appsSoon}</p>;
  return (
    <ul className="legal-apps">
      {view.apps.map((app) => (
        <li key={app.platform}>
          <a className="legal-app" href={app.href} rel="noopener" data-platform={app.platform}>
            <AppIcon platform={app.platform} />
            <span>{app.label}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function CompanyFacts({ view }: { view: LegalView }) {
  return (
    <dl className="legal-facts">
      {view.facts.map((fact) => (
        <div key={fact.id} className="legal-facts__row" data-fact={fact.id}>
          <dt className="legal-facts__label">{fact.label}</dt>
          <dd className="legal-facts__value">
            <bdi>{withMailLinks(fact.value)}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** `/protocol`: every document with its description (the titles of pages.json). */
function DocumentList() {
  const { t } = useTranslation('pages');
  return (
    <ul className="legal-documents">
      {LEGAL_DOCUMENTS.map((key) => (
        <li key={key}>
          <Link to={legalPath(key)}>{t(`${legalRouteId(key)}.title`)}</Link>
          <p>{t(`${legalRouteId(key)}.description`)}</p>
        </li>
      ))}
    </ul>
  );
}

/**
 * A legal or brand page: one h1 (the pages.json title, as in the footer and the head), the dates
 * the terms took effect, a lead, a table of contents on long pages, sections with anchors, the
 * page's own block (app links, company facts, the document list) and the other documents.
 */
export function LegalPage({ view }: { view: LegalView }) {
  const { t } = useTranslation('pages');
  const title = t(`${legalRouteId(view.key)}.title`);
  const withContents = view.sections.length >= CONTENTS_FROM;
  return (
    <article className="page legal" data-legal-page={view.key}>
      <header className="legal__head">
        <h1 className="legal__title">{title}</h1>
        {view.dates && <p className="legal__dates">{view.dates}</p>}
        <p className="legal__summary">{view.summary}</p>
      </header>
      <div className={withContents ? 'legal__layout legal__layout--contents' : 'legal__layout'}>
        {withContents && (
          <nav className="legal__contents" aria-labelledby="legal-contents">
            <h2 id="legal-contents" className="legal__contents-title">
              {view.contents}
            </h2>
            <ol>
              {view.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="legal__body">
          {view.key === 'download' && <AppLinks view={view} />}
          {view.key === 'certificate' && <CompanyFacts view={view} />}
          {view.key === 'index' && <DocumentList />}
          {view.sections.map((section) => (
            <Section key={section.id} section={section} />
          ))}
        </div>
      </div>
      <nav className="legal__related" aria-labelledby="legal-related">
        <h2 id="legal-related" className="legal__related-title">
          {view.related.label}
        </h2>
        <ul>
          {view.related.pages.map((key) => (
            <li key={key}>
              <Link to={legalPath(key)}>{t(`${legalRouteId(key)}.title`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
