import '../index.css';
import { AppScope } from '../components/app-scope';
import { LegalPage } from '../features/legal/components/legal-page';
import type { LegalPageId } from '../features/legal/legal-document';

/** Exposed as marketing/Legal: /medical-disclaimer, /privacy-policy, /terms-of-service. */
export default function Legal({ page }: { page: LegalPageId }) {
  return (
    <AppScope>
      <LegalPage page={page} />
    </AppScope>
  );
}
