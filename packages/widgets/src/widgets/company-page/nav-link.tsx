import type { MouseEvent, ReactNode } from 'react';
import { useRuntime } from '../../runtime/context';
import type { BaobabEventMap } from '../../runtime/events';

/** Fills a link template such as `/jobs/{slug}` with URL-encoded values. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? encodeURIComponent(values[key] ?? '') : whole,
  );
}

type Kind = BaobabEventMap['baobab:navigate']['kind'];

/** True when the browser should handle the click itself (new tab, download, non-primary button). */
const opensElsewhere = (event: MouseEvent) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * A real link (works without the host, opens in a new tab on ctrl-click) that first tells the
 * host through a cancelable `baobab:navigate`: a host that routes itself cancels it and we stop
 * the browser's navigation.
 */
export function NavLink({
  href,
  kind,
  className,
  children,
}: {
  href: string;
  kind: Kind;
  className?: string;
  children: ReactNode;
}) {
  const { emit } = useRuntime();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (opensElsewhere(event)) return;
    if (!emit('baobab:navigate', { href, kind })) event.preventDefault();
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
