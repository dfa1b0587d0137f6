import * as shared from '@app/shared';
import { mountStandalone } from '@app/shared/standalone';
import Landing from './exposes/landing';
import Legal from './exposes/legal';

const { Route, Routes } = shared;

// The marketing team's dev harness: the same modules the shell mounts, without the shell.
mountStandalone(
  <Routes>
    <Route path="/" element={<Landing />} />
    <Route path="/medical-disclaimer" element={<Legal page="medical-disclaimer" />} />
    <Route path="/privacy-policy" element={<Legal page="privacy-policy" />} />
    <Route path="/terms-of-service" element={<Legal page="terms-of-service" />} />
  </Routes>,
  shared,
);
