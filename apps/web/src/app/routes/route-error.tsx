import { Component, type ReactNode } from 'react';
import { Link, useLocation, type Location } from 'react-router';
import { paths } from '@/config/paths';
import { navLabels, shellTexts } from '@/features/shell/texts';

/** Shown instead of the whole layout when rendering a route throws. */
export function RouteError() {
  return (
    <div role="alert" className="flex h-dvh flex-col items-center justify-center gap-4 p-6">
      <h1 className="text-xl font-bold text-ink">{shellTexts.somethingWentWrong}</h1>
      <Link
        to={paths.discover.getHref()}
        reloadDocument
        className="rounded-full bg-ink px-5 py-2 text-sm font-semibold text-canvas hover:bg-white"
      >
        {navLabels.discover}
      </Link>
    </div>
  );
}

interface CatchProps {
  location: Location;
  children: ReactNode;
}

interface CatchState {
  /** Whether rendering the pages at `location` threw. */
  failed: boolean;
  /** The address the state belongs to. */
  location: Location;
}

/** React's error boundary (only a class can be one); a new address clears the error. */
class RouteErrorCatch extends Component<CatchProps, CatchState> {
  override state: CatchState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<CatchState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: CatchProps,
    state: CatchState,
  ): Partial<CatchState> | null {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}

/** Shows RouteError in place of the pages when rendering them throws, until the address changes. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <RouteErrorCatch location={useLocation()}>{children}</RouteErrorCatch>;
}
