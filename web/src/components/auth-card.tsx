import type { ReactNode } from "react";

/** The centred card of the sign-in and registration screens. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle?: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <main className="centered-page">
      <div className="card narrow">
        <p className="brand brand-center">Hangout</p>
        <h1 className="card-title">{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
        {children}
        {footer && <p className="card-footer muted">{footer}</p>}
      </div>
    </main>
  );
}
