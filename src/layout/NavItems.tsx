import { NavLink } from 'react-router-dom'
import { MAIN_NAVIGATION } from '../site-pages'

/** The five header links; the current page is highlighted. Shared by the desktop bar and the mobile menu. */
export function NavItems({ linkClass, idleClass, onNavigate }: { linkClass: string; idleClass: string; onNavigate?: () => void }) {
  return MAIN_NAVIGATION.map((item) => (
    <li key={item.to}>
      <NavLink
        to={item.to}
        end
        className={({ isActive }) => `${linkClass} ${isActive ? 'bg-brand-50 text-brand-700' : idleClass}`}
        onClick={onNavigate}
      >
        {item.label}
      </NavLink>
    </li>
  ))
}
