import { useId, useState, type ReactNode } from 'react';

/**
 * A collapsible group, expanded at start. Collapsing unmounts the content, so lists inside
 * start again from their first 5 entries when reopened (a short list is easier to scan).
 */
export function SidebarGroup({ title, children }: { title: string; children: ReactNode }) {
  const [expanded, setExpanded] = useState(true);
  const id = useId();
  return (
    <section className="rc-sidebar__group" aria-labelledby={`${id}-title`}>
      <h2 className="rc-sidebar__group-title" id={`${id}-title`}>
        <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => setExpanded((value) => !value)}>
          <span>{title}</span>
          <span aria-hidden="true" className="rc-sidebar__chevron">
            {expanded ? '▾' : '▸'}
          </span>
        </button>
      </h2>
      <div id={id} hidden={!expanded}>
        {expanded && children}
      </div>
    </section>
  );
}
