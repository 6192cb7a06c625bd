// Whatever a page throws while rendering, including a page chunk that failed to load, ends here
// instead of blanking the app. Going anywhere else (a link, Back) gives the page a fresh try.
import { Component, type ReactNode } from 'react';
import { useLocation, type Location } from '../../lib/router';
import { ErrorPage } from './error-page';

interface BoundaryProps {
  location: Location;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
  location: Location;
}

// React offers error boundaries only as class components.
class Boundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, error: null, location: this.props.location };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.location === state.location ? null : { failed: false, error: null, location: props.location };
  }

  render() {
    return this.state.failed ? <ErrorPage error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary location={useLocation()}>{children}</Boundary>;
}
