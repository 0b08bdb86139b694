import './desktop-lobby.css';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { errorText, imageSrc, publicQueries } from '../../api';
import { Skeleton } from '../../ui/EmptyState';
import { QueryState } from '../../ui/QueryState';
import { splitGameLink, useLaunchGame } from '../games';
import { isMaintenance, Maintenance, useGeneral } from '../site';
import { BannerCarousel, DEFAULT_POSTER, DesktopPage } from '../layout';
import { useGameCategories } from './categories';
import { CategoryArt } from './CategoryArt';
import { PromotionsStrip } from '../promotions';
import { isSitePath } from '../../lib/safe-url';
import { activeSlides } from './slides';

/** the featured grid's columns (desktop-lobby.css) */
const FIRST_ROW = 6;

function FeaturedGames() {
  const { t } = useTranslation(['desktop', 'common']);
  const sliders = useQuery(publicQueries.sliders());
  const { launch, layer } = useLaunchGame();
  const features = activeSlides(sliders.data, 'Features');
  return (
    <section className="dk-section" aria-labelledby="dk-featured">
      <div className="dk-section-head">
        <h2 id="dk-featured">{t('desktop:home.featured')}</h2>
        <Link to="/slot">{t('desktop:home.viewAll')}</Link>
      </div>
      <QueryState
        query={sliders}
        loading={
          <div className="dk-featured-grid">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} height={180} />
            ))}
          </div>
        }
        error={(e) => errorText(e, t('desktop:home.featuredFailed'))}
        isEmpty={() => features.length === 0}
      >
        {() => (
          <ul className="dk-featured-grid">
            {features.map((f, i) => {
              const link = splitGameLink(f.link);
              return (
                <li key={f.id} className="dk-featured">
                  <button
                    type="button"
                    className="dk-featured-btn"
                    disabled={!link}
                    onClick={() => link && launch({ gameCode: '', gameType: link.gameType, platform: link.platform, name: f.name })}
                  >
                    <img
                      src={imageSrc(f.thubmnail) ?? DEFAULT_POSTER}
                      alt=""
                      width={200}
                      height={140}
                      // the first row is on the first screen (often its largest paint): asked for at once
                      loading={i < FIRST_ROW ? 'eager' : 'lazy'}
                      onError={(e) => {
                        e.currentTarget.src = DEFAULT_POSTER;
                      }}
                    />
                    <span className="dk-featured-name">{f.name}</span>
                    <span className="dk-featured-play" aria-hidden="true">
                      {t('desktop:category.play')}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
      {layer}
    </section>
  );
}

/** The desktop home: a real lobby (banner carousel, category tiles, featured games, promotions strip). */
export function DesktopHome() {
  const { t } = useTranslation('desktop');
  const { general } = useGeneral();
  const sliders = useQuery(publicQueries.sliders());
  const categories = useGameCategories();
  if (isMaintenance(general)) return <Maintenance supportMail={general?.support_mail} />;
  const banners = activeSlides(sliders.data, 'Main').map((s) => ({ id: s.id, image: s.thubmnail, name: s.name, href: isSitePath(s.link) ? s.link : null }));
  return (
    <DesktopPage className="dk-home">
      <h1 className="visually-hidden">{t('home.title')}</h1>
      {sliders.isLoading ? (
        // the same height as the banner it stands for (--banner-h), so nothing moves when it arrives
        <Skeleton height={300} style={{ borderRadius: 0 }} />
      ) : (
        banners.length > 0 && <BannerCarousel banners={banners} label={t('home.banners')} />
      )}
      <div className="dk-wrap">
        <section className="dk-section" aria-labelledby="dk-cats">
          <div className="dk-section-head">
            <h2 id="dk-cats">{t('home.categories')}</h2>
          </div>
          <ul className="dk-cat-tiles">
            <li>
              <a href="/player/playGame?t=sport&v=CRICKET" className="dk-cat-tile" data-cat="sports">
                <CategoryArt slug="sports" />
                <span className="dk-cat-name">{t('nav.exchange')}</span>
                <span className="dk-cat-sub">{t('home.exchangeSub')}</span>
              </a>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link to={`/${c.slug}`} className="dk-cat-tile" data-cat={c.slug}>
                  <CategoryArt slug={c.slug} />
                  <span className="dk-cat-name">{t(`nav.${c.slug}`)}</span>
                  <span className="dk-cat-sub">{t(`home.sub.${c.slug}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <FeaturedGames />
        <PromotionsStrip />
      </div>
    </DesktopPage>
  );
}
