import type { ReactNode } from 'react';
import { Card, Page } from '@receipts/shared';

/** A content page made of cards, one under the other (About, Advertise). */
export function ContentPage({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <Page title={title} subtitle={subtitle}>
      <div className="rc-stack">{children}</div>
    </Page>
  );
}

/** One card of a content page, under its heading. */
export function ContentCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <h2>{title}</h2>
      {children}
    </Card>
  );
}
