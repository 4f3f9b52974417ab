import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';

/** A sidebar link; the current route's item is highlighted (and marked aria-current="page"). */
export function SidebarLink({
  to,
  icon,
  children,
  end = false,
  onNavigate,
}: {
  to: string;
  icon?: ReactNode;
  children: ReactNode;
  end?: boolean;
  onNavigate?: () => void;
}) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        onClick={onNavigate}
        className={({ isActive }) => `rc-sidebar__link${isActive ? ' rc-sidebar__link--active' : ''}`}
      >
        {icon}
        <span className="rc-sidebar__label">{children}</span>
      </NavLink>
    </li>
  );
}
