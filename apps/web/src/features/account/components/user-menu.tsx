import { ChevronDown, Settings, User } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { lazyComponent } from '@/lib/lazy-component';
import type { SessionMethod, SessionUser } from '../api/auth-client';
import { useSignOut } from '../api/use-sign-out';
import { accountTexts } from '../texts';
import { shortWallet } from '../wallet/short-wallet';
import { MethodItems } from '../wallet/wallet-menu';
import { WalletWatch } from '../wallet/wallet-watch';

const ConnectEmailDialog = lazyComponent(() =>
  import('../wallet/connect-email-dialog').then((m) => m.ConnectEmailDialog),
);

/** The name to show: the profile name, else the e-mail's local part, else the short wallet. */
export function displayName(user: SessionUser): string {
  const wallet = user.walletAddress && shortWallet(user.walletAddress);
  return user.name ?? user.email?.split('@')[0] ?? wallet ?? user.id;
}

function Avatar({ user }: { user: SessionUser }) {
  const [broken, setBroken] = useState(false);
  if (user.image && !broken) {
    return (
      <img
        src={user.image}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className="size-8 shrink-0 rounded-full object-cover"
      />
    );
  }
  return (
    <span
      aria-hidden
      className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-ink uppercase"
    >
      {displayName(user).slice(0, 1)}
    </span>
  );
}

const itemClass =
  'flex cursor-pointer items-center gap-2.5 rounded-md px-3 py-2 text-sm text-ink outline-none select-none data-highlighted:bg-raised [&_svg]:size-4 [&_svg]:text-muted';

/**
 * The signed-in user's menu (spec 1 §2): View Profile, Settings, Connect Wallet or Connect
 * Email, and Sign Out or, with both methods linked, one sign-out per method (Radix: arrow
 * keys, Escape, focus back on the button). The wallet watch rides along for a wallet user. Signing out forgets every cached answer and
 * leaves the person a visitor on the same page.
 */
export function UserMenu({ user, method }: { user: SessionUser; method: SessionMethod }) {
  const signOut = useSignOut();
  const name = displayName(user);
  const [connectingEmail, setConnectingEmail] = useState(false);
  return (
    <>
      {user.walletAddress && <WalletWatch user={user} method={method} />}
      {connectingEmail && user.walletAddress && (
        <Suspense fallback={null}>
          <ConnectEmailDialog
            walletAddress={user.walletAddress}
            onClose={() => setConnectingEmail(false)}
          />
        </Suspense>
      )}
      <DropdownMenu.Root>
        <DropdownMenu.Trigger
          aria-label={`${accountTexts.userMenu}: ${name}`}
          className="flex h-10 items-center gap-2 rounded-full bg-raised py-1 pr-2.5 pl-1 text-sm font-semibold text-ink ring-1 ring-line transition-colors hover:bg-overlay data-[state=open]:bg-overlay max-sm:h-9 max-sm:p-0.5"
        >
          <Avatar user={user} />
          <span className="hidden max-w-32 truncate lg:inline">{name}</span>
          {/* Below sm the avatar alone, 36 px as the bell: the bar's first row fits at 320 px. */}
          <ChevronDown aria-hidden className="size-4 text-muted max-sm:hidden" />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-60 rounded-lg bg-surface p-1.5 shadow-2xl ring-1 shadow-black/60 ring-line"
          >
            <DropdownMenu.Label className="flex flex-col px-3 pt-2 pb-2.5">
              <span className="truncate text-sm font-semibold text-ink">{name}</span>
              {user.email && <span className="truncate text-xs text-muted">{user.email}</span>}
            </DropdownMenu.Label>
            <DropdownMenu.Separator className="mx-1 mb-1 h-px bg-line" />
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.profile.getHref()}>
                <User aria-hidden />
                {accountTexts.viewProfile}
              </Link>
            </DropdownMenu.Item>
            <DropdownMenu.Item asChild className={itemClass}>
              <Link to={paths.userSettings.getHref()}>
                <Settings aria-hidden />
                {accountTexts.settings}
              </Link>
            </DropdownMenu.Item>
            <MethodItems
              user={user}
              primary={method}
              itemClass={itemClass}
              pending={signOut.isPending}
              signOut={() => signOut.mutate()}
              connectEmail={() => setConnectingEmail(true)}
            />
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
