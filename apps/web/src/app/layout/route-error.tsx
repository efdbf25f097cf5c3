import { LAYOUT_UI } from '@forewarn/domain';
import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

type Props = { children: ReactNode };
type State = { failed: boolean };

/**
 * Catches a screen that fails to render or to load (a chunk gone after a deploy, a network
 * drop), so the navigation bar stays and the visitor has a way on. The layout remounts it on
 * every navigation, which clears the failure.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="mx-auto max-w-xl p-6 text-center">
        <h1 className="text-2xl font-semibold">{LAYOUT_UI.sorry}</h1>
        <p className="mt-2">{LAYOUT_UI.loadFailed}</p>
        <p className="mt-4 flex justify-center gap-4">
          <button
            type="button"
            className="text-blue-700 underline"
            onClick={() => window.location.reload()}
          >
            {LAYOUT_UI.tryAgain}
          </button>
          <Link className="text-blue-700 underline" to={paths.home.href()}>
            {LAYOUT_UI.backToHome}
          </Link>
        </p>
      </section>
    );
  }
}
