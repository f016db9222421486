import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <h1>Page not found</h1>
      <p>
        Nothing lives at <code>{pathname}</code>. <Link to="/">Go to the home page</Link>.
      </p>
    </>
  );
}
