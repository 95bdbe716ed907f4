// Exposed as mf_account/ShopScreen (route /shop).
import { NotifyMeCard } from '../../features/newsletter/components/NotifyMeCard';
import { ShopView } from '../../features/shop/components/ShopView';

/** Shop screen with the notify-me card for the feature 'shop'. */
export default function ShopScreen() {
  return (
    <ShopView
      notify={
        <NotifyMeCard
          feature="shop"
          title="Be first in line"
          description="Get one email when the shop opens."
        />
      }
    />
  );
}
