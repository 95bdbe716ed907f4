// Exposed as mf_account/ShopScreen (route /shop).
import { NotifyMeCard } from '../../features/newsletter/components/NotifyMeCard';
import { ShopView } from '../../features/shop/components/ShopView';

/** The Shop, with the notify-me card for the feature 'shop': Premium Recipes are not on sale yet. */
export default function ShopScreen() {
  return (
    <ShopView
      notify={
        <NotifyMeCard
          feature="shop"
          title="Premium Recipes are coming"
          description="Get one email when Premium Recipes arrive in the Shop."
        />
      }
    />
  );
}
