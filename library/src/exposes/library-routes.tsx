import '../index.css';
import { useLocation } from 'react-router-dom';
import { useAuth } from '@app/shared';

export default function LibraryRoutes() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  return (
    <main className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-3xl font-bold">Education Center</h1>
      <p>Welcome, {user?.email}</p>
      <p className="text-muted-foreground">{pathname}</p>
    </main>
  );
}
