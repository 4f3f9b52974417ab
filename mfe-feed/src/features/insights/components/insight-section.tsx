import { useId, type ReactNode } from 'react';

/**
 * One section of /insights: a heading, how many predictions it is based on, and its content; nothing at all
 * when it is based on fewer than `min` (too few to say anything).
 */
export function InsightSection({
  title,
  basedOn,
  min,
  what,
  children,
}: {
  title: string;
  basedOn: number;
  min: number;
  /** What was counted: 'Based on {n} {what}'. */
  what: (count: number) => string;
  children: ReactNode;
}) {
  const id = useId();
  if (basedOn < min) return null;
  return (
    <section aria-labelledby={id} className="rc-card insights-section">
      <h2 id={id}>{title}</h2>
      <p className="rc-muted insights-section__based">Based on {what(basedOn)}.</p>
      {children}
    </section>
  );
}
