import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { CategoryIcon, useGameCategories } from './categories';
import { useScrolledPast } from './hooks';

/** Category navigation; it becomes active (pinned under the header) once the page is scrolled past 300 px. */
export function CategoryNav() {
  const { t } = useTranslation('common');
  const active = useScrolledPast(300);
  const categories = useGameCategories();
  return (
    <nav className={`cat-nav${active ? ' is-active' : ''}`} aria-label={t('lobby:categories')} data-testid="category-nav" data-active={active}>
      <ul>
        <li>
          <Link to="/games" search={{ type: 'SPORTS', title: t('nav.sports') }}>
            <CategoryIcon name="sports" />
            <span>{t('nav.sports')}</span>
          </Link>
        </li>
        {categories.map((c) => (
          <li key={c.slug}>
            <Link to="/games" search={{ type: c.type, title: t(`nav.${c.slug}`) }}>
              <CategoryIcon name={c.slug} />
              <span>{t(`nav.${c.slug}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
