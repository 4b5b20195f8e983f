import { useId, useState } from 'react';
import type { HotPost } from '../../../shared/posts/contract.ts';
import { HOT_PERIODS, type HotPeriod } from '../../../shared/posts/model.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatNumber } from '../../lib/format.ts';
import { usePageContext } from '../../lib/page-context.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Link } from '../../ui/links.tsx';
import { displayName, postPath } from './model.ts';
import { PostsTranslations } from './PostsTranslations.tsx';
import './posts.css';

/** What the page's loader reads for HotPosts (`hotPostsData` of posts.server.ts). */
export interface HotPostsData {
  /** The `posts` catalog of the page's language (the namespace is in no page script). */
  catalog: Record<string, unknown>;
  day: HotPost[];
  week: HotPost[];
}

/**
 * Hot posts across the site (spec section 9: "Hot list: daily and weekly ranking"): today's and the
 * week's, by views and interactions, both read by the page's loader; the tabs switch between them.
 */
export function HotPosts({ data }: { data: HotPostsData }) {
  return (
    <PostsTranslations catalog={data.catalog}>
      <HotPostsList data={data} />
    </PostsTranslations>
  );
}

function HotPostsList({ data }: { data: HotPostsData }) {
  const { t } = useTranslation('posts');
  const { locale } = usePageContext();
  const [period, setPeriod] = useState<HotPeriod>('day');
  const headingId = useId();
  const list = data[period];
  return (
    <section className="hot-posts" aria-labelledby={headingId}>
      <div className="hot-posts__head">
        <h2 id={headingId} className="hot-posts__title">
          {t('hot.heading')}
        </h2>
        <fieldset className="segmented hot-posts__periods">
          <legend className="visually-hidden">{t('hot.periods')}</legend>
          {HOT_PERIODS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={period === value}
              onClick={() => setPeriod(value)}
            >
              {t(`hot.${value}`)}
            </button>
          ))}
        </fieldset>
      </div>
      {list.length === 0 ? (
        <EmptyState message={t('hot.empty')} />
      ) : (
        <ol className="hot-posts__list">
          {list.map((post, index) => (
            <li key={post.id} className="hot-posts__item">
              <span className={`hot-posts__rank${index < 3 ? ' is-top' : ''}`} aria-hidden="true">
                {index + 1}
              </span>
              <Link to={postPath(post.author.uid, post.id)} className="hot-posts__link">
                <span className="hot-posts__text" dir="auto">
                  {post.body}
                </span>
                <span className="hot-posts__meta">
                  <bdi>{displayName(post.author, t)}</bdi> · {t('post.views')}{' '}
                  {formatNumber(post.views, locale)}
                </span>
              </Link>
              {post.images[0] && (
                <img className="hot-posts__thumb" src={post.images[0]} alt="" loading="lazy" />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
