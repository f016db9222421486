import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import App from './App';

// Standalone page only: inside the host, the host's router mounts App and this file never runs.
const container = document.getElementById('root');
if (!container) throw new Error('Cart standalone page: #root element is missing from index.html');

createRoot(container).render(
  <BrowserRouter>
    <Routes>
      <Route path="/cart/*" element={<App basePath="/cart" remoteName="cart" />} />
      <Route path="*" element={<Navigate to="/cart" replace />} />
    </Routes>
  </BrowserRouter>,
);
