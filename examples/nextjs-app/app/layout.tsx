import type { Metadata } from 'next';
import Link from 'next/link';
import Script from 'next/script';
import { connection } from 'next/server';
import type { ReactNode } from 'react';
import { baobab } from './baobab';
import './app.css';

export const metadata: Metadata = { title: 'Teranga Digital — Carrières' };

/**
 * The board's script once for the whole app, by next/script: it stays loaded across client
 * navigations, and the elements each route renders upgrade as React inserts them.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  // The board's address comes from the environment at request time, not at build time.
  await connection();
  const { loader } = baobab();
  return (
    <html lang="fr">
      <body>
        <header className="site-header">
          <strong>Teranga Digital</strong>
          <nav aria-label="Site">
            <Link href="/">Offres</Link>
            <Link href="/entreprise">L’entreprise</Link>
            <Link href="/a-propos">À propos</Link>
          </nav>
        </header>
        <main className="site-main">{children}</main>
        {/* A classic script, as in the quick start: Next preloads it with <link rel="preload" as="script">,
            which a type="module" script would not reuse (the browser would fetch it twice). */}
        <Script src={loader} strategy="afterInteractive" />
      </body>
    </html>
  );
}
