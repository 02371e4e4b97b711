// / : the dashboard with the cards of every feature (app/cards.ts). Not a lazy chunk: it is the
// first page.
import { CardsProvider } from '../../components/card-types';
import DashboardPage from '../../features/dashboard/DashboardPage';
import { CARD_REGISTRY } from '../cards';

export default function DashboardRoute() {
  return (
    <CardsProvider registry={CARD_REGISTRY}>
      <DashboardPage />
    </CardsProvider>
  );
}
