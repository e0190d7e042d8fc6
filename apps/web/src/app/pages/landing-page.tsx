import { LandingView } from '../../features/landing/components/landing-view';
import { usePageTitle } from '../../lib/use-page-title';

export default function LandingPage() {
  usePageTitle('Voice practice with simulated patients');
  return <LandingView />;
}
