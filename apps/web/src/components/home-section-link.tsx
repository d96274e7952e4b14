/**
 * A link to a section of the home page: scrolls smoothly when already on home, otherwise navigates
 * to home with the section in navigation state (home then scrolls to it).
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { routes, type HomeNavigationState, type HomeSectionId } from '../lib/routes';

export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior, block: 'start' });
  return true;
}

export function HomeSectionLink({
  section,
  children,
  className,
}: {
  section: HomeSectionId;
  children: ReactNode;
  className?: string;
}) {
  const location = useLocation();
  const onHome = location.pathname === routes.home.path;
  const state: HomeNavigationState = { section };
  return (
    <Link
      to={routes.home.href()}
      state={state}
      className={className}
      onClick={(event) => {
        if (onHome && scrollToSection(section)) event.preventDefault();
      }}
    >
      {children}
    </Link>
  );
}
