import { NavLink } from 'react-router-dom'
import { MAIN_NAVIGATION } from '../site-pages'

/** The five header links; the current page is highlighted. Shared by the desktop bar and the mobile menu. */
export function NavItems({ linkClass, idleClass }: { linkClass: string; idleClass: string }) {
  return MAIN_NAVIGATION.map((item) => (
    <li key={item.to}>
      <NavLink to={item.to} end className={({ isActive }) => `${linkClass} ${isActive ? 'bg-brand-50 text-brand-700' : idleClass}`}>
        {item.label}
      </NavLink>
    </li>
  ))
}
