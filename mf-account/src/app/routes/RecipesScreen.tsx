// Exposed as mf_account/RecipesScreen (route /recipes).
import { NotifyMeCard } from '../../features/newsletter/components/NotifyMeCard';
import { RecipesView } from '../../features/recipes/components/RecipesView';

/** Recipe Collection with a compact notify-me card for the feature 'recipes'. */
export default function RecipesScreen() {
  return (
    <RecipesView notify={<NotifyMeCard compact feature="recipes" title="Tell me when recipes open" />} />
  );
}
