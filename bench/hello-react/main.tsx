// The start-up JavaScript baseline: the smallest React app, built by the same Vite as the real one.
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Hello</h1>);
