import { PlaceholderPage } from './placeholder-page';

export default function PatientsPage() {
  return <PlaceholderPage title="Patient Library" />;
}
