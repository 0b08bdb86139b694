import { DesktopAccount } from '../account';
import { DesktopHome } from '../lobby';
import { DesktopPromotions } from '../promotions';
import { TAB_SCREENS } from './account-screens';
import type { DesktopScreen as Screen } from './desktop-form';

/** The desktop screen drawn in place of a shared path's own (mobile) screen. */
export function DesktopScreen({ screen }: { screen: Screen }) {
  if (screen.kind === 'home') return <DesktopHome />;
  if (screen.kind === 'promotions') return <DesktopPromotions />;
  return <DesktopAccount tab={screen.tab} search={screen.search} screens={TAB_SCREENS} />;
}
