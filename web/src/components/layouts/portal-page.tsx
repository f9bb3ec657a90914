import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Logo } from '../ui/logo';

/** Frame shared by the portal's pages: brand bar and the page's heading; each feature fills `children`. */
export function PortalPage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="min-h-screen bg-navy-50">
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl items-center px-6 py-3">
          <Link to="/dashboard" className="rounded-md">
            <Logo />
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-6 py-10">
        <h1 className="text-3xl font-semibold text-navy-900">{title}</h1>
        {children}
      </main>
    </div>
  );
}
