// A link to another area's screen that may not be built yet. The account area
// cannot import other areas, and a typed <Link> to a route that does not exist
// would not compile, so ask the router at run time: link when the screen
// exists, plain text when it does not (never a link to a 404).
import type { ReactNode } from 'react';
import { Link, useRouter, type LinkProps } from '@tanstack/react-router';

export function useRouteExists(path: string): boolean {
  const router = useRouter();
  return Object.hasOwn(router.routesByPath, path);
}

interface AreaLinkProps {
  path: string;
  children: ReactNode;
  /** Accessible name when the visible text alone (a number) would not say where it goes. */
  label?: string;
  className?: string;
  /** Render nothing (not plain text) until the screen exists: for "go there" hints. */
  hideWhenMissing?: boolean;
}

export function AreaLink({ path, children, label, className, hideWhenMissing }: AreaLinkProps) {
  const exists = useRouteExists(path);
  if (!exists) return hideWhenMissing ? null : <>{children}</>;
  return (
    <Link
      to={path as NonNullable<LinkProps['to']>}
      aria-label={label}
      className={className ?? 'text-accent underline-offset-2 hover:underline'}
    >
      {children}
    </Link>
  );
}
