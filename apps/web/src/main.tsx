import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The cafeteria brand's pages carry their own root id (accounts spec, route guard).
if (window.location.pathname.includes('cantine')) root.id = 'root-cantine';
createRoot(root).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
