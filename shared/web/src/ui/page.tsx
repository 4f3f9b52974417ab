import type { ReactNode } from 'react';
import { useDocumentTitle } from '../hooks/use-document-title';

export function Page({
  title,
  subtitle,
  children,
  actions,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <section className="rc-page">
      <header style={{ display: 'flex', justifyContent: 'space-between', gap: 16, alignItems: 'flex-start' }}>
        <div>
          <h1>{title}</h1>
          {subtitle && <p className="rc-muted">{subtitle}</p>}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`rc-card ${className}`.trim()}>{children}</div>;
}

export function Chip({ children, outlined = false, color }: { children: ReactNode; outlined?: boolean; color?: string }) {
  return (
    <span
      className={`rc-chip${outlined ? ' rc-chip--outlined' : ''}`}
      style={color ? { background: color, color: 'var(--rc-on-accent)' } : undefined}
    >
      {children}
    </span>
  );
}
