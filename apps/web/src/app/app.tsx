import { BrowserRouter } from 'react-router';
import { AppProvider } from './provider.tsx';
import { AppRoutes } from './router.tsx';

export function App() {
  return (
    <AppProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  );
}
