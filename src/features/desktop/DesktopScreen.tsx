import { DesktopAccount } from './DesktopAccount';
import { DesktopHome } from './DesktopHome';
import { DesktopPromotions } from './DesktopPromotions';
import type { DesktopScreen as Screen } from '../layout';

/** The desktop screen drawn in place of a shared path's own (mobile) screen. */
export function DesktopScreen({ screen }: { screen: Screen }) {
  if (screen.kind === 'home') return <DesktopHome />;
  if (screen.kind === 'promotions') return <DesktopPromotions />;
  return <DesktopAccount tab={screen.tab} search={screen.search} />;
}
