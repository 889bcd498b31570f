import { CircleAlert, LoaderCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import { useOnline } from '@/hooks/use-online';
import { statusTexts } from './texts';

type Tone = 'loading' | 'info' | 'error';

const toneStyles: Record<Tone, { icon: LucideIcon | null; className: string }> = {
  loading: { icon: LoaderCircle, className: 'text-muted [&_svg]:animate-spin' },
  info: { icon: null, className: 'text-muted' },
  error: { icon: CircleAlert, className: 'text-danger' },
};

/**
 * A short state line (loading, empty, failed). Errors are announced as alerts,
 * the rest as polite status updates. While the browser is offline a loading line says so: the
 * queries behind it are paused until the network is back, not failing.
 */
export function StatusMessage(props: {
  tone: Tone;
  children: ReactNode;
  icon?: LucideIcon;
  size?: 'sm' | 'md';
}) {
  const { tone, children, size = 'md' } = props;
  const Icon = props.icon ?? toneStyles[tone].icon;
  const offline = !useOnline() && tone === 'loading';
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={clsx(
        'flex flex-wrap items-center gap-2',
        size === 'md' ? 'justify-center py-12 text-sm' : 'py-2 text-xs',
        toneStyles[tone].className,
      )}
    >
      {Icon && <Icon aria-hidden className={size === 'md' ? 'size-5' : 'size-4'} />}
      <span>{children}</span>
      {offline && (
        <span className={clsx('basis-full text-ink', size === 'md' && 'text-center')}>
          {statusTexts.offline}
        </span>
      )}
    </div>
  );
}
