// Menu of the More screen: links to the account-area routes.
import { HelpIcon, RecipesIcon, RoadmapIcon, SettingsIcon, ShopIcon } from '@fff/ui';
import { MenuRowLink, MenuRows } from '../../../components/MenuRows';
import { paths } from '../../../config/app';

const LINKS = [
  { to: paths.roadmap, Icon: RoadmapIcon, label: 'Public Roadmap', hint: 'Vote on what we cook up next' },
  { to: paths.shop, Icon: ShopIcon, label: 'Shop', hint: 'Outfits, themes and boosts' },
  { to: paths.settings, Icon: SettingsIcon, label: 'Settings', hint: 'Theme, privacy and account' },
  {
    to: paths.recipes,
    Icon: RecipesIcon,
    label: 'Recipe Collection',
    hint: 'Recipes to practise your skills',
  },
  { to: paths.help, Icon: HelpIcon, label: 'Help & Support', hint: 'FAQ, guides and contact' },
];

/** The More screen's navigation list. */
export function MoreMenu() {
  return (
    <nav aria-label="More">
      <MenuRows $boxed>
        {LINKS.map((l) => (
          <MenuRowLink key={l.to} to={l.to} icon={l.Icon} label={l.label} hint={l.hint} />
        ))}
      </MenuRows>
    </nav>
  );
}
