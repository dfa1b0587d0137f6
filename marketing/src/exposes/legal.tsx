import '../index.css';
import type { RemoteExpose, RemoteProps } from '@app/shared/contracts';
import { AppScope } from '../components/app-scope';
import { LegalPage } from '../features/legal/components/legal-page';

/** Exposed as marketing/Legal: /medical-disclaimer, /privacy-policy, /terms-of-service. */
function Legal({ page }: RemoteProps<'marketing', './Legal'>) {
  return (
    <AppScope>
      <LegalPage page={page} />
    </AppScope>
  );
}

// Checked against the contract the shell loads it with (shared/src/contracts/remotes.ts).
export default Legal satisfies RemoteExpose<'marketing', './Legal'>;
