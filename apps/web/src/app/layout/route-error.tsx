import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../config/paths';

export function RouteError() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while loading this page.';
  return (
    <main className="mx-auto max-w-xl p-6 text-center">
      <h1 className="text-2xl font-semibold">Sorry</h1>
      <p className="mt-2">{message}</p>
      <p className="mt-4">
        <Link className="text-blue-700 underline" to={paths.home.href()}>
          Back to Home
        </Link>
      </p>
    </main>
  );
}
