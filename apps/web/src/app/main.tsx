import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { createRuntime } from '@/lib/runtime/runtime';
import { createAppTransport } from '@/lib/transport';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Everything the app keeps for the whole visit, created once here and handed down.
const runtime = createRuntime();

createRoot(container).render(
  <StrictMode>
    <AppProviders
      runtime={runtime}
      transport={createAppTransport(runtime.sessionToken)}
      queryClient={createQueryClient()}
    >
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
