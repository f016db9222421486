import { Link, useLocation } from 'react-router';
import { PageHead } from './PageHead';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHead title="Page not found" description="Nothing lives at this address of the shop." />
      <h1>Page not found</h1>
      <p>
        Nothing lives at <code>{pathname}</code>. <Link to="/">Go to the home page</Link>.
      </p>
    </>
  );
}
